import type { TFunction } from '@/lib/i18n/translator';
import type { AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import '@/lib/i18n/namespaces/adDetail';

export const sameRange = (a: AdRange, b: AdRange) => JSON.stringify(a) === JSON.stringify(b);

/** A range in words: "1 month", "Last 14 days", "2026-02-01 – 2026-02-28". */
export function rangeLabel(range: AdRange, t: TFunction): string {
  if (range.kind === 'preset') return t(`adDetail:range.preset.${range.preset}`);
  if (range.kind === 'days') return t('adDetail:range.days', { count: range.days });
  return t('adDetail:range.between', { from: range.from, to: range.to });
}

/** The dates a range stands for now, or a dash before any data. */
export const periodLabel = (period: { from: string; to: string } | null, t: TFunction) =>
  period ? t('adDetail:range.between', { from: period.from, to: period.to }) : '-';
