import { http } from 'msw';
import type { ConnectionTest, Mailbox } from '@/screens/kox/mailbox/mailbox-queries';
import type { SenderStatus } from '@/screens/kox/outreach/outreach-queries';
import { MAIL_PROVIDER_PRESETS } from '@/lib/kox-mailbox-values';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';
import { sender } from './kox-outreach.ts';

/**
 * A fake mailbox API: the caller's mailbox, what each save sent, and the result a connection test ends with
 * (answered `testing` first, then this on the next read). `failReads` fails that many reads before answering.
 */
export interface MailboxDb {
  mailbox: Mailbox | null;
  saves: Record<string, unknown>[];
  testResult: ConnectionTest;
  failReads: number;
  /** The sending status `koxOutreach.senderStatus` answers (not paused unless given). */
  sender?: SenderStatus;
}

export function savedMailbox(patch: Partial<Mailbox> = {}): Mailbox {
  return {
    kind: 'custom',
    sandbox: false,
    provider: 'qq',
    sender_name: 'Alice',
    address: 'alice@qq.com',
    account: '',
    smtp_host: 'smtp.qq.com',
    smtp_port: 465,
    smtp_security: 'ssl',
    imap_host: 'imap.qq.com',
    imap_port: 993,
    imap_security: 'ssl',
    password_set: true,
    auth_password_set: true,
    secrets_readable: true,
    last_test: null,
    updated_at: '2026-11-24T08:00:00.000Z',
    ...patch,
  };
}

export function mailboxHandlers(db: MailboxDb) {
  return [
    http.get(
      '/api/kox/outreach/sender',
      withUser(() => ok(db.sender ?? sender())),
    ),
    http.post(
      '/api/kox/outreach/sender/resume',
      withUser(() => {
        db.sender = { ...(db.sender ?? sender()), paused: false, paused_reason: null, paused_at: null };
        return ok(db.sender);
      }),
    ),
    http.get(
      '/api/kox/mailbox',
      withUser(() => {
        if (db.failReads > 0) {
          db.failReads--;
          return fail('INTERNAL', 'Internal server error.');
        }
        const answer = { mailbox: db.mailbox };
        if (db.mailbox?.last_test?.state === 'testing')
          db.mailbox = { ...db.mailbox, last_test: db.testResult };
        return ok(answer);
      }),
    ),
    http.get(
      '/api/kox/mailbox/presets',
      withUser(() => ok({ presets: MAIL_PROVIDER_PRESETS })),
    ),
    http.post(
      '/api/kox/mailbox/save',
      withUser(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        db.saves.push(body);
        const sandbox = body.kind === 'sandbox';
        db.mailbox = savedMailbox({
          ...(body as Partial<Mailbox>),
          sandbox,
          address: sandbox ? 'alice@booster-sandbox.invalid' : String(body.address),
          password_set: !sandbox,
          auth_password_set: !sandbox,
          last_test: null,
        });
        return ok(db.mailbox);
      }),
    ),
    http.post(
      '/api/kox/mailbox/test',
      withUser(() => {
        const testing: ConnectionTest = {
          state: 'testing',
          started_at: '2026-11-24T09:00:00.000Z',
          finished_at: null,
          smtp: null,
          imap: null,
        };
        db.mailbox = { ...db.mailbox!, last_test: testing };
        return ok(testing);
      }),
    ),
  ];
}
