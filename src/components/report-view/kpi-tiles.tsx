import { useTranslation } from 'react-i18next';
import type { MetricTotals } from '@/lib/report-components/results';
import { formatCompactNumber, formatPercent } from '@/lib/format';

const TILES = ['posts', 'channels', 'views', 'likes', 'comments', 'engagements', 'avgViews'] as const;

/** The overview's chart view: one tile per headline total, the engagement rate last. */
export function KpiTiles({ totals }: { totals: MetricTotals }) {
  const { t } = useTranslation('dashboard');
  const tiles = [
    ...TILES.map((key) => ({ key, label: t(`col.${key}`), value: formatCompactNumber(totals[key]) })),
    { key: 'engagementRate', label: t('col.engagementRate'), value: formatPercent(totals.engagementRate) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.key} className="rounded-lg border bg-background px-4 py-3">
          <dt className="text-xs text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
