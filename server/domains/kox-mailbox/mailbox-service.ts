import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { mailboxSaveInput } from '../../../src/lib/api/endpoints/kox-mailbox.ts';
import { ErrorCode, type ErrorCodeName } from '../../../src/lib/api/error-codes.ts';
import { mailboxIssues } from '../../../src/lib/kox-mailbox-rules.ts';
import { MAIL_PROVIDER_PRESETS } from '../../../src/lib/kox-mailbox-values.ts';
import { koxMailboxes } from '../../db/schema/index.ts';
import type { AppDeps, AuthUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { SANDBOX_DOMAIN } from '../../mail/sandbox/sandbox-mail-server.ts';
import { currentKeyIdFor, sealSecret } from './mailbox-secrets.ts';
import { mailboxViewOf, type MailboxRow } from './mailbox-view.ts';

type SaveInput = z.output<typeof mailboxSaveInput>;

const nameOfCode = Object.fromEntries(
  Object.entries(ErrorCode).map(([name, code]) => [code, name]),
) as Record<number, ErrorCodeName>;

export async function readMailboxRow(deps: AppDeps, userId: string): Promise<MailboxRow | undefined> {
  const [row] = await deps.db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, userId));
  return row;
}

export async function getMailbox(deps: AppDeps, user: AuthUser) {
  const row = await readMailboxRow(deps, user.id);
  return { mailbox: row ? mailboxViewOf(row, await currentKeyIdFor(deps.config, row)) : null };
}

/** The sandbox's address: the account, reduced to what an address may hold, at a domain that never resolves. */
export const sandboxAddressOf = (account: string) =>
  `${account.toLowerCase().replace(/[^a-z0-9._-]/g, '-') || 'me'}@${SANDBOX_DOMAIN}`;

/** A saved change makes the last test stale: it described other settings. */
const noTest = {
  testState: null,
  testStartedAt: null,
  testFinishedAt: null,
  testSmtp: null,
  testImap: null,
} as const;

async function customValues(deps: AppDeps, user: AuthUser, input: SaveInput, existing?: MailboxRow) {
  const kept = existing?.kind === 'custom' ? existing : undefined;
  const issues = mailboxIssues(input, {
    password: Boolean(kept?.passwordSealed),
    auth_password: Boolean(kept?.authPasswordSealed),
  });
  if (issues.length) {
    const [first] = issues;
    const code = nameOfCode[first!.code]!;
    throw new AppError(
      code,
      undefined,
      issues.map((i) => ({ path: i.path, code: i.code, message: new AppError(nameOfCode[i.code]!).message })),
    );
  }
  const keyId = await currentKeyIdFor(deps.config, kept);
  const readable = !kept?.secretKeyId || kept.secretKeyId === keyId;
  const stale = (['password', 'auth_password'] as const).filter((f) => !input[f]);
  if (!readable && stale.length)
    throw new AppError(
      'KOX_MAILBOX_SECRET_UNREADABLE',
      undefined,
      stale.map((path) => ({
        path,
        code: ErrorCode.KOX_MAILBOX_SECRET_UNREADABLE,
        message: 'Enter it again',
      })),
    );
  const password = input.password ? await sealSecret(deps.config, user.id, 'password', input.password) : null;
  const authPassword = input.auth_password
    ? await sealSecret(deps.config, user.id, 'auth_password', input.auth_password)
    : null;
  return {
    kind: 'custom' as const,
    provider: input.provider,
    senderName: input.sender_name,
    address: input.address,
    account: input.account,
    smtpHost: input.smtp_host,
    smtpPort: input.smtp_port ?? null,
    smtpSecurity: input.smtp_security,
    imapHost: input.imap_host,
    imapPort: input.imap_port ?? null,
    imapSecurity: input.imap_security,
    passwordSealed: password?.sealed ?? kept!.passwordSealed,
    authPasswordSealed: authPassword?.sealed ?? kept!.authPasswordSealed,
    secretKeyId: password?.keyId ?? authPassword?.keyId ?? kept!.secretKeyId,
  };
}

/** The sandbox holds no secrets and no servers of the user's: a switch to it drops the custom ones. */
const sandboxValues = (user: AuthUser, input: SaveInput) => ({
  kind: 'sandbox' as const,
  provider: 'other',
  senderName: input.sender_name || user.name,
  address: sandboxAddressOf(user.account),
  account: '',
  smtpHost: '',
  smtpPort: null,
  smtpSecurity: 'none' as const,
  imapHost: '',
  imapPort: null,
  imapSecurity: 'none' as const,
  passwordSealed: null,
  authPasswordSealed: null,
  secretKeyId: null,
});

export async function saveMailbox(deps: AppDeps, user: AuthUser, input: SaveInput) {
  const existing = await readMailboxRow(deps, user.id);
  const values =
    input.kind === 'sandbox' ? sandboxValues(user, input) : await customValues(deps, user, input, existing);
  const set = { ...values, ...noTest, updatedAt: new Date() };
  const [row] = await deps.db
    .insert(koxMailboxes)
    .values({ userId: user.id, ...set })
    .onConflictDoUpdate({ target: koxMailboxes.userId, set })
    .returning();
  return mailboxViewOf(row!, await currentKeyIdFor(deps.config, row));
}

export async function deleteMailbox(deps: AppDeps, user: AuthUser) {
  const deleted = await deps.db
    .delete(koxMailboxes)
    .where(eq(koxMailboxes.userId, user.id))
    .returning({ id: koxMailboxes.userId });
  return { deleted: deleted.length > 0 };
}

export const mailboxPresets = () => ({ presets: MAIL_PROVIDER_PRESETS.map((p) => ({ ...p })) });
