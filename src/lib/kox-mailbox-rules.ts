import { ErrorCode } from './api/error-codes.ts';
import type { MailboxKind } from './kox-mailbox-values.ts';

/** What the rules read of a mailbox form; a password left empty keeps the one already stored. */
export interface MailboxDraft {
  kind: MailboxKind;
  sender_name: string;
  address: string;
  password?: string;
  auth_password?: string;
  smtp_host: string;
  smtp_port?: number;
  imap_host: string;
  imap_port?: number;
}

export interface MailboxIssue {
  path: keyof MailboxDraft;
  code: number;
}

/** One address: no separators between addresses, one @. */
export const MULTIPLE_ADDRESSES = /[,;，；\s]|@.*@/;
/** local@domain.tld, no spaces, a dot in the domain. */
export const VALID_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Spec §5's mailbox rules, the same on the form and the server: "enter e-mail name, e-mail password, address
 * and authorization password" (10291, one issue per empty field, the servers' host and port too), "only one
 * e-mail address can be entered" (10293), "enter a valid e-mail address" (10292). A sandbox mailbox needs none.
 */
export function mailboxIssues(
  draft: MailboxDraft,
  stored: { password: boolean; auth_password: boolean },
): MailboxIssue[] {
  if (draft.kind === 'sandbox') return [];
  const issues: MailboxIssue[] = [];
  const missing = (path: keyof MailboxDraft) => issues.push({ path, code: ErrorCode.KOX_MAILBOX_INCOMPLETE });
  if (!draft.sender_name.trim()) missing('sender_name');
  const address = draft.address.trim();
  if (!address) missing('address');
  else if (MULTIPLE_ADDRESSES.test(address))
    issues.push({ path: 'address', code: ErrorCode.KOX_MAILBOX_EMAIL_MULTIPLE });
  else if (!VALID_ADDRESS.test(address))
    issues.push({ path: 'address', code: ErrorCode.KOX_MAILBOX_EMAIL_INVALID });
  if (!draft.password && !stored.password) missing('password');
  if (!draft.auth_password && !stored.auth_password) missing('auth_password');
  if (!draft.smtp_host.trim()) missing('smtp_host');
  if (!draft.smtp_port) missing('smtp_port');
  if (!draft.imap_host.trim()) missing('imap_host');
  if (!draft.imap_port) missing('imap_port');
  return issues;
}
