import path from 'node:path';
import type { MailOwner } from './mail-owner.ts';

export interface DovecotLayout {
  dir: string;
  config: string;
  users: string;
  log: string;
  imapPort: number;
}

export const layoutIn = (dir: string, imapPort: number): DovecotLayout => ({
  dir,
  config: path.join(dir, 'dovecot.conf'),
  users: path.join(dir, 'users'),
  log: path.join(dir, 'dovecot.log'),
  imapPort,
});

/**
 * A Dovecot of its own: every path under the temp dir (sockets, state, maildirs, log), IMAP on 127.0.0.1 only,
 * no TLS, plain-text passwords from a passwd-file. Chroots are off (they need root and a prepared tree).
 */
export function dovecotConfig(layout: DovecotLayout, owner: MailOwner): string {
  const at = (name: string) => path.join(layout.dir, name);
  return `base_dir = ${at('run')}
state_dir = ${at('state')}
log_path = ${layout.log}
instance_name = booster-mail-${layout.imapPort}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${owner.user}
default_internal_group = ${owner.group}
default_login_user = ${owner.user}
first_valid_uid = 1
mail_location = maildir:${at('mail')}/%n
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%n ${layout.users}
}
userdb {
  driver = passwd-file
  args = username_format=%n ${layout.users}
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${layout.imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
protocol lda {
  postmaster_address = postmaster@mail.test
}
`;
}

/** passwd-file lines: user:{PLAIN}password:uid:gid::home:: */
export const usersFile = (users: Record<string, string>, owner: MailOwner, dir: string): string =>
  Object.entries(users)
    .map(
      ([user, pass]) => `${user}:{PLAIN}${pass}:${owner.uid}:${owner.gid}::${path.join(dir, 'mail', user)}::`,
    )
    .join('\n') + '\n';
