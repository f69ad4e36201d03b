import type { TFunction } from '@/lib/i18n/translator';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { periodLabel, rangeLabel } from './ad-range.ts';
import '@/lib/i18n/namespaces/adDetail';
import '@/lib/i18n/namespaces/adReport';

/** The downloads' header lines of an ad dashboard: the dates shown, and what they were computed from. */
export function adExportHeader(
  ad: AdDashboardBlock,
  range: AdRange,
  period: { from: string; to: string } | null,
  t: TFunction,
): { range: string; source: string } {
  return {
    range: `${rangeLabel(range, t)} (${periodLabel(period, t)})`,
    source: t('adDetail:exportSource', {
      sources: ad.sources.map((s) => s.name).join(t('adDetail:listSeparator')) || '-',
      window: t(`adReport:attribution.window.${ad.window}`),
      level: t(`adReport:level.${ad.level}`),
    }),
  };
}
