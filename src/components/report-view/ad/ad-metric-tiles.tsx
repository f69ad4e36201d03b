import { Heading } from '@/components/heading-level';
import type { AdValueKey } from '@/lib/report-components/ad-results';
import { CONVERSION_METRICS } from './ad-metrics.ts';
import type { ParsedAd } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { ChangeBadge } from './change-badge.tsx';
import '@/lib/i18n/namespaces/adReport';

type MetricList = Extract<ParsedAd, { kind: 'metrics' }>;
type MetricRow = MetricList['data']['metrics'][number];

export type MetricGroup = 'budget' | 'delivery' | 'conversion' | 'cost';

/** The overview's 23 metrics in the four groups a media buyer reads them in. */
export const METRIC_GROUP: Record<AdValueKey, MetricGroup> = {
  amount_spent_usd: 'budget',
  amount_budget_usd: 'budget',
  amount_remain_usd: 'budget',
  impressions: 'delivery',
  views: 'delivery',
  link_clicks: 'delivery',
  engagements: 'delivery',
  ctr: 'delivery',
  cpc: 'delivery',
  cpv: 'delivery',
  cpm: 'delivery',
  adds_to_cart: 'conversion',
  checkouts_initiated: 'conversion',
  purchases: 'conversion',
  purchases_conversion_value: 'conversion',
  roi: 'conversion',
  aov: 'conversion',
  overall_conversion_rate: 'conversion',
  install: 'conversion',
  active: 'conversion',
  cost_per_add_to_cart: 'cost',
  cost_per_checkout_initiated: 'cost',
  cost_per_purchase: 'cost',
  cost_per_install: 'cost',
  cost_per_active: 'cost',
};
const GROUPS: readonly MetricGroup[] = ['budget', 'delivery', 'conversion', 'cost'];

/** Budget and what remains are the period's only: they have no weeks to compare. */
const hasWeeks = (row: MetricRow) => row.thisWeek !== null || row.lastWeek !== null || row.change !== null;

function Tile({ view, row }: { view: AdView; row: MetricRow }) {
  const { t } = view;
  const measured = view.measured(row.metric);
  const weeks = measured && hasWeeks(row);
  const label = view.metricLabel(row.metric);
  return (
    <div
      data-metric={row.metric}
      className="flex min-w-0 flex-col gap-1.5 rounded-lg border bg-background px-3 py-2.5"
    >
      {/* The badge goes under the name when they do not fit side by side in 4em: a narrow tile broke "花费" a
          character a line beside it. */}
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-1.5">
        <dt
          className="line-clamp-2 min-h-8 min-w-0 flex-1 basis-[4em] text-xs leading-4 break-words text-muted-foreground"
          title={label}
        >
          {label}
        </dt>
        {weeks ? <ChangeBadge view={view} metric={row.metric} change={row.change} /> : null}
      </div>
      <dd className="flex min-w-0 flex-col gap-1.5">
        <span
          data-value
          title={view.metric(row.metric, row.period)}
          className={
            measured
              ? 'truncate text-xl leading-7 font-semibold tabular-nums'
              : 'truncate text-sm leading-7 font-medium text-muted-foreground'
          }
        >
          {view.metric(row.metric, row.period, { compact: true })}
        </span>
        {weeks ? (
          <span data-weeks className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
            <span>{t('adReport:week.thisWeek')}</span>
            <span className="truncate text-right text-foreground/80 tabular-nums">
              {view.metric(row.metric, row.thisWeek, { compact: true })}
            </span>
            <span>{t('adReport:week.lastWeek')}</span>
            <span className="truncate text-right tabular-nums">
              {view.metric(row.metric, row.lastWeek, { compact: true })}
            </span>
          </span>
        ) : null}
      </dd>
    </div>
  );
}

function TileGrid({ view, rows }: { view: AdView; rows: readonly MetricRow[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2.5 @xl:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-5">
      {rows.map((row) => (
        <Tile key={row.metric} view={view} row={row} />
      ))}
    </dl>
  );
}

/**
 * A metric list as tiles: the period's value (compact, the exact figure in its title), this week and last week,
 * and the week-over-week change. The overview groups its metrics; conversions the window does not measure say
 * so instead of showing zeros.
 */
export function AdMetricTiles({ view, parsed }: { view: AdView; parsed: MetricList }) {
  const { t } = view;
  const { metrics, weeks } = parsed.data;
  const grouped = parsed.key === 'db_ad_performance_overview';
  const showsConversions = metrics.some((m) => CONVERSION_METRICS.has(m.metric));
  return (
    <div className="@container flex flex-col gap-3">
      {showsConversions ? <AttributionNote view={view} /> : null}
      {grouped ? (
        GROUPS.map((group) => {
          const rows = metrics.filter((m) => METRIC_GROUP[m.metric] === group);
          return rows.length > 0 ? (
            <section key={group} className="flex flex-col gap-2">
              <Heading
                offset={1}
                className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
              >
                {t(`adReport:group.${group}`)}
              </Heading>
              <TileGrid view={view} rows={rows} />
            </section>
          ) : null;
        })
      ) : (
        <TileGrid view={view} rows={metrics} />
      )}
      <p className="text-xs text-muted-foreground tabular-nums">
        {t('adReport:week.range', {
          thisFrom: weeks.thisWeek.from,
          thisTo: weeks.thisWeek.to,
          lastFrom: weeks.lastWeek.from,
          lastTo: weeks.lastWeek.to,
        })}
      </p>
    </div>
  );
}
