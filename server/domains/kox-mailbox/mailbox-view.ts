import type { z } from 'zod';
import type { connectionTestSchema, mailboxSchema } from '../../../src/lib/api/endpoints/kox-mailbox.ts';
import type { MailProviderId } from '../../../src/lib/kox-mailbox-values.ts';
import type { koxMailboxes } from '../../db/schema/index.ts';
import { SIDE_TIMEOUT_MS } from '../../mail/connection-check.ts';

export type MailboxRow = typeof koxMailboxes.$inferSelect;
type ConnectionTest = z.input<typeof connectionTestSchema>;

/** A test still `testing` this long after it began was cut off (the server stopped): both sides run in parallel. */
const TEST_CUT_OFF_MS = 3 * SIDE_TIMEOUT_MS;

export function connectionTestOf(row: MailboxRow, now = Date.now()): ConnectionTest | null {
  if (!row.testState || !row.testStartedAt) return null;
  if (row.testState === 'testing' && now - row.testStartedAt.getTime() > TEST_CUT_OFF_MS) {
    const interrupted = { ok: false, reason: 'interrupted' as const, detail: null };
    return {
      state: 'failed',
      started_at: row.testStartedAt.toISOString(),
      finished_at: null,
      smtp: row.testSmtp ?? interrupted,
      imap: row.testImap ?? interrupted,
    };
  }
  return {
    state: row.testState,
    started_at: row.testStartedAt.toISOString(),
    finished_at: row.testFinishedAt?.toISOString() ?? null,
    smtp: row.testSmtp ?? null,
    imap: row.testImap ?? null,
  };
}

/** The API's mailbox: everything but the secrets, which it only says are set and readable with today's key. */
export function mailboxViewOf(row: MailboxRow, currentKeyId: string | null): z.input<typeof mailboxSchema> {
  return {
    kind: row.kind,
    sandbox: row.kind === 'sandbox',
    provider: row.provider as MailProviderId,
    sender_name: row.senderName,
    address: row.address,
    account: row.account,
    smtp_host: row.smtpHost,
    smtp_port: row.smtpPort,
    smtp_security: row.smtpSecurity,
    imap_host: row.imapHost,
    imap_port: row.imapPort,
    imap_security: row.imapSecurity,
    password_set: row.passwordSealed !== null,
    auth_password_set: row.authPasswordSealed !== null,
    secrets_readable: row.secretKeyId === null || row.secretKeyId === currentKeyId,
    last_test: connectionTestOf(row),
    updated_at: row.updatedAt.toISOString(),
  };
}
