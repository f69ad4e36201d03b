import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

/** Who owns the mail: Dovecot's internal and login user, and the uid/gid of every test user's maildir. */
export interface MailOwner {
  user: string;
  group: string;
  uid: number;
  gid: number;
}

/**
 * Dovecot runs its unprivileged services as `default_internal_user` and refuses mail access for uid 0, so under
 * root (CI) everything belongs to `nobody`; as a normal user Dovecot cannot switch users at all, so everything is
 * that user's own.
 */
export function mailOwner(): MailOwner {
  const me = userInfo();
  const user = me.uid === 0 ? 'nobody' : me.username;
  const id = (flag: string) => execFileSync('id', [flag, user], { encoding: 'utf8' }).trim();
  return { user, group: id('-gn'), uid: Number(id('-u')), gid: Number(id('-g')) };
}
