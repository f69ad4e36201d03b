import { useTranslation } from '@/lib/i18n/use-translation';
import type { MetricTotals } from '@/lib/report-components/results';
import { formatCompactLocalized, formatPercent, formatTwoDecimal } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import '@/lib/i18n/namespaces/dashboard';

const TILES = ['posts', 'channels', 'views', 'likes', 'comments', 'engagements', 'avgViews'] as const;

/**
 * The overview's chart view: one tile per headline total, the engagement rate last. Numbers are compact
 * (1.2万 / 12.3k) so they fit the narrowest tile; the exact figure is in the tile's title.
 */
export function KpiTiles({ totals }: { totals: MetricTotals }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const tiles = [
    ...TILES.map((key) => ({
      key,
      label: t(`col.${key}`),
      value: formatCompactLocalized(totals[key], language),
      exact: formatTwoDecimal(totals[key]),
    })),
    {
      key: 'engagementRate',
      label: t('col.engagementRate'),
      value: formatPercent(totals.engagementRate),
      exact: formatPercent(totals.engagementRate),
    },
  ];
  return (
    <div className="@container">
      <dl className="grid grid-cols-2 gap-3 @sm:grid-cols-3 @xl:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.key}
            data-kpi={tile.key}
            className="min-w-0 rounded-lg border bg-background px-3 py-3 @sm:px-4"
          >
            <dt className="truncate text-xs text-muted-foreground">{tile.label}</dt>
            <dd title={tile.exact} className="mt-1 truncate text-xl font-semibold tabular-nums @lg:text-2xl">
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
