import type { ChildProcess } from 'node:child_process';
import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import type { ApiInput } from '../../../src/lib/api/client.ts';
import { dovecotConfig, layoutIn, usersFile } from './dovecot-config.ts';
import { startDovecot, stopDovecot } from './dovecot-process.ts';
import { freePort } from './free-port.ts';
import { mailOwner } from './mail-owner.ts';
import { MAIL_DOMAIN, startSmtpRelay } from './smtp-relay.ts';

export interface MailHarness {
  host: '127.0.0.1';
  imapPort: number;
  smtpPort: number;
  /** user → password; each user's address is `<user>@mail.test`. */
  users: Record<string, string>;
  addressOf(user: string): string;
  /** Dovecot's log, for a failing test's message. */
  logPath: string;
  /** Stops Dovecot: IMAP refuses connections, and SMTP answers 451 (dovecot-lda needs it) until it is started again. */
  stopImap(): Promise<void>;
  /** Starts Dovecot again on the same port and mail. */
  startImap(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_MAIL_USERS = { alice: 'alice-password', bob: 'bob-password', carol: 'carol-password' };

/**
 * A real mail server for tests (issue 13): Dovecot's IMAP from a config in a temp dir, started unprivileged
 * (docs/kox.md "The mail test harness"), and Node's smtp-server delivering into it through dovecot-lda.
 */
export async function startMailHarness(
  users: Record<string, string> = DEFAULT_MAIL_USERS,
): Promise<MailHarness> {
  const owner = mailOwner();
  const dir = await mkdtemp(path.join(tmpdir(), 'booster-mail-'));
  const layout = layoutIn(dir, await freePort());
  for (const sub of ['run', 'state', 'mail']) await mkdir(path.join(dir, sub));
  await writeFile(layout.config, dovecotConfig(layout, owner));
  await writeFile(layout.users, usersFile(users, owner, dir));
  for (const sub of ['', 'run', 'state', 'mail']) await chown(path.join(dir, sub), owner.uid, owner.gid);

  let dovecot: ChildProcess | undefined;
  let smtp: SMTPServer | undefined;
  const stop = async () => {
    if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    if (dovecot) await stopDovecot(dovecot);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    dovecot = await startDovecot(layout);
    const relay = await startSmtpRelay(users, layout.config);
    smtp = relay.server;
    return {
      host: '127.0.0.1',
      imapPort: layout.imapPort,
      smtpPort: relay.port,
      users,
      addressOf: (user) => `${user}@${MAIL_DOMAIN}`,
      logPath: layout.log,
      stopImap: async () => {
        if (dovecot) await stopDovecot(dovecot);
      },
      startImap: async () => {
        dovecot = await startDovecot(layout);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** `koxMailbox.save`'s input for a harness user's mailbox (plain SMTP and IMAP on 127.0.0.1), with changes. */
export function harnessMailbox(
  mail: MailHarness,
  user: string,
  changes: Partial<ApiInput<'koxMailbox.save'>> = {},
): ApiInput<'koxMailbox.save'> {
  return {
    kind: 'custom',
    sender_name: user[0]!.toUpperCase() + user.slice(1),
    address: mail.addressOf(user),
    account: user,
    password: 'unused-web-password',
    auth_password: mail.users[user]!,
    smtp_host: mail.host,
    smtp_port: mail.smtpPort,
    smtp_security: 'none',
    imap_host: mail.host,
    imap_port: mail.imapPort,
    imap_security: 'none',
    ...changes,
  };
}
