import type { TFunction } from '@/lib/i18n/translator';
import { readPauseReason } from '@/lib/kox-outreach-values';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** Why a mailbox's sending is paused, in words: the bounce guardrail's counts, or a mail server's line as it came. */
export function pauseReasonText(t: TFunction, pausedReason: string | null | undefined): string {
  const reason = pausedReason ? readPauseReason(pausedReason) : null;
  if (!reason) return t('koxOutreachUi:sender.paused');
  return reason.kind === 'bounces'
    ? t('koxOutreachUi:sender.pausedBounces', { bounced: reason.bounced, sent: reason.sent })
    : t('koxOutreachUi:sender.pausedReason', { reason: reason.text });
}
