import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailHarness, type MailHarness } from '../../helpers/mail-server/mail-harness.ts';

/* The mail test harness itself: a real Dovecot fed by smtp-server through dovecot-lda (issue 13). */

let mail: MailHarness;
beforeAll(async () => {
  mail = await startMailHarness();
});
afterAll(() => mail?.stop());

const transport = (user: string, pass: string) =>
  nodemailer.createTransport({
    host: mail.host,
    port: mail.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user, pass },
  });

async function inboxOf(user: string) {
  const imap = new ImapFlow({
    host: mail.host,
    port: mail.imapPort,
    secure: false,
    auth: { user, pass: mail.users[user]! },
    logger: false,
  });
  await imap.connect();
  const lock = await imap.getMailboxLock('INBOX');
  try {
    const messages = [];
    for await (const m of imap.fetch('1:*', { source: true })) messages.push(await simpleParser(m.source!));
    return messages;
  } finally {
    lock.release();
    await imap.logout();
  }
}

/** Dovecot names its processes after the instance, which carries the harness's IMAP port. */
const dovecotProcesses = (port: number) => {
  try {
    return execFileSync('pgrep', ['-f', `booster-mail-${port}`], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
};

describe('the mail test harness', () => {
  it('delivers a mail sent through its SMTP into the recipient’s Dovecot INBOX, read over IMAP', async () => {
    const sent = await transport('bob', mail.users.bob!).sendMail({
      from: mail.addressOf('bob'),
      to: mail.addressOf('alice'),
      subject: 'Invitation 邀请',
      text: 'Would you review our trail shoes?',
    });
    expect(sent.accepted).toEqual([mail.addressOf('alice')]);
    const inbox = await inboxOf('alice');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      subject: 'Invitation 邀请',
      messageId: sent.messageId,
      text: expect.stringContaining('trail shoes'),
    });
    expect(await inboxOf('carol')).toEqual([]);
  });

  it('refuses a wrong password and an unknown recipient', async () => {
    await expect(transport('bob', 'wrong').verify()).rejects.toMatchObject({ code: 'EAUTH' });
    await expect(
      transport('bob', mail.users.bob!).sendMail({
        from: mail.addressOf('bob'),
        to: 'nobody@mail.test',
        subject: 'x',
        text: 'x',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('stops without leaving a process or its directory behind', async () => {
    const other = await startMailHarness({ dave: 'dave-password' });
    expect(dovecotProcesses(other.imapPort)).not.toBe('');
    const dir = other.logPath.replace(/\/dovecot\.log$/, '');
    await other.stop();
    expect(dovecotProcesses(other.imapPort)).toBe('');
    expect(existsSync(dir)).toBe(false);
  });
});
