import { and, count, eq } from 'drizzle-orm';
import { koxMailboxes, koxSandboxMessages, type SideResultRow } from '../../db/schema/index.ts';
import type { AppDeps, AuthUser } from '../../lib/app-env.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { AppError } from '../../lib/errors.ts';
import { checkImap, checkSmtp } from '../../mail/connection-check.ts';
import { sandboxMailServer } from '../../mail/sandbox/sandbox-mail-server.ts';
import { SecretUnreadableError } from '../../mail/secret-box.ts';
import { openAuthPassword } from './mailbox-secrets.ts';
import { readMailboxRow } from './mailbox-service.ts';
import { connectionTestOf, type MailboxRow } from './mailbox-view.ts';

interface Sides {
  smtp: SideResultRow;
  imap: SideResultRow;
}

/** Both sides of the user's own servers, signed in with the account (or the address) and the authorization password. */
async function testCustom(deps: AppDeps, row: MailboxRow): Promise<Sides> {
  let pass: string;
  try {
    pass = await openAuthPassword(deps.config, row);
  } catch (err) {
    if (!(err instanceof SecretUnreadableError)) throw err;
    const unreadable = { ok: false, reason: 'secret_unreadable' as const, detail: null };
    return { smtp: unreadable, imap: unreadable };
  }
  const user = row.account || row.address;
  const [smtp, imap] = await Promise.all([
    checkSmtp({ host: row.smtpHost, port: row.smtpPort!, security: row.smtpSecurity, user, pass }),
    checkImap({ host: row.imapHost, port: row.imapPort!, security: row.imapSecurity, user, pass }),
  ]);
  return { smtp, imap };
}

/** The sandbox: a real SMTP sign-in to the sandbox server, and a read of the sandbox's INBOX (its table). */
async function testSandbox(deps: AppDeps, row: MailboxRow): Promise<Sides> {
  const server = await sandboxMailServer(deps.db);
  const login = server.loginOf(row.userId);
  const smtp = await checkSmtp({ host: server.host, port: server.port, security: 'none', ...login });
  await deps.db
    .select({ n: count() })
    .from(koxSandboxMessages)
    .where(eq(koxSandboxMessages.userId, row.userId));
  return { smtp, imap: { ok: true, reason: null, detail: null } };
}

/**
 * Starts a connection test (spec §4: testing → success / failed) and answers `testing` at once; each side ends
 * within SIDE_TIMEOUT_MS and the result is written to the mailbox's row, unless the settings were saved (or the
 * mailbox deleted) meanwhile. A test already running is answered as it is, not started twice.
 */
export async function startConnectionTest(deps: AppDeps, user: AuthUser) {
  const row = await readMailboxRow(deps, user.id);
  if (!row) throw new AppError('NOT_FOUND', 'Save a mailbox first.');
  const running = connectionTestOf(row);
  if (running?.state === 'testing') return running;

  const startedAt = new Date();
  const [testing] = await deps.db
    .update(koxMailboxes)
    .set({
      testState: 'testing',
      testStartedAt: startedAt,
      testFinishedAt: null,
      testSmtp: null,
      testImap: null,
    })
    .where(eq(koxMailboxes.userId, user.id))
    .returning();
  if (!testing) throw new AppError('NOT_FOUND', 'Save a mailbox first.');

  void (row.kind === 'sandbox' ? testSandbox(deps, testing) : testCustom(deps, testing))
    .then(({ smtp, imap }) =>
      deps.db
        .update(koxMailboxes)
        .set({
          testState: smtp.ok && imap.ok ? 'success' : 'failed',
          testFinishedAt: new Date(),
          testSmtp: smtp,
          testImap: imap,
        })
        .where(and(eq(koxMailboxes.userId, user.id), eq(koxMailboxes.testStartedAt, startedAt))),
    )
    .catch((err: unknown) => console.error(`Mailbox connection test failed to run: ${errorSummary(err)}`));
  return connectionTestOf(testing)!;
}
