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
