import { MULTIPLE_ADDRESSES, VALID_ADDRESS } from './kox-mailbox-rules.ts';

export const OUTREACH_STATUSES = [
  'generating',
  'needs_info',
  'generation_failed',
  'draft',
  'scheduled',
  'sending',
  'sent',
  'send_failed',
] as const;
export type OutreachStatus = (typeof OUTREACH_STATUSES)[number];

/** The states an e-mail may be edited in (spec §4): the edit makes it a draft again. */
export const EDITABLE_STATUSES = ['draft', 'needs_info', 'generation_failed', 'send_failed'] as const;

/** Sending guardrails per mailbox (issue 13): bounds of what its owner may set. */
export const DAILY_CAP_MAX = 2_000;
export const SEND_SPACING_MAX_SECONDS = 3_600;

/** Spec §5 "only one e-mail address can be entered" and "enter a valid e-mail address", for a recipient. */
export function recipientIssue(address: string): 'multiple' | 'invalid' | null {
  const trimmed = address.trim();
  if (MULTIPLE_ADDRESSES.test(trimmed)) return 'multiple';
  return VALID_ADDRESS.test(trimmed) ? null : 'invalid';
}

/**
 * Why a mailbox's sending is paused (`kox_mailboxes.paused_reason`): the bounce guardrail writes a reason of its
 * own, which the screens put into words in zh and en; anything else is the mail server's line, shown as it is.
 */
export type PauseReason =
  { kind: 'bounces'; bounced: number; sent: number } | { kind: 'server'; text: string };

const BOUNCES = /^bounce_rate:(\d+)\/(\d+)$/;

export const bouncePauseReason = (bounced: number, sent: number) => `bounce_rate:${bounced}/${sent}`;

export function readPauseReason(reason: string): PauseReason {
  const m = BOUNCES.exec(reason);
  return m
    ? { kind: 'bounces', bounced: Number(m[1]), sent: Number(m[2]) }
    : { kind: 'server', text: reason };
}
