import type { AdPivotDimension, AdValues } from '../../../src/lib/report-components/ad-results.ts';
import { AD_PIVOT_METRICS } from '../../../src/lib/report-components/ad-results.ts';
import type { AdQueryDimension } from '../../../src/tools/query-ad-dashboard/contract.ts';
import { computeAdComponents } from '../../analytics/ad-components/registry.ts';
import { adWeeks } from '../../analytics/ad-components/ad-scope.ts';
import { queryInputError } from '../query-dashboard/query-errors.ts';
import type { AdAnswerInput } from './ad-answer-input.ts';

/** One value of a dimension with the asked metric over the period and the two compared weeks. */
export interface DimensionRow {
  value: string | null;
  /** What to show: a campaign's, ad set's or ad's name, else the value. */
  label: string | null;
  period: number | null;
  thisWeek: number | null;
  lastWeek: number | null;
  change: number | null;
}

/** The breakdown component of each dimension the facts or the tags hold. */
const BREAKDOWN_OF = {
  product: 'db_ad_products_data',
  audience: 'db_ad_audiences_data',
  hook: 'db_ad_hooks_data',
  country: 'db_ad_country_data',
  media: 'db_ad_media_data',
  channel: 'db_ad_channel_data',
  type: 'db_ad_type_data',
  objective: 'db_ad_marketing_data',
} as const;
type BrokenDown = keyof typeof BREAKDOWN_OF;

type PivotMetric = (typeof AD_PIVOT_METRICS)[number];
const isPivotMetric = (m: string): m is PivotMetric => (AD_PIVOT_METRICS as readonly string[]).includes(m);

const isBrokenDown = (by: AdQueryDimension): by is BrokenDown => Object.hasOwn(BREAKDOWN_OF, by);
const read = (values: AdValues, metric: AdAnswerInput['metric']) => values[metric] ?? null;

async function fromBreakdown(a: AdAnswerInput, by: BrokenDown): Promise<DimensionRow[]> {
  const key = BREAKDOWN_OF[by];
  const result = (await computeAdComponents(a.store, a.scope, [key]))[key];
  return result.rows.map((row) => ({
    value: row.value,
    label: row.value,
    period: read(row.period, a.metric),
    thisWeek: read(row.thisWeek, a.metric),
    lastWeek: read(row.lastWeek, a.metric),
    change: read(row.change, a.metric),
  }));
}

/**
 * Campaigns, ad sets and ads through the custom table: the metric per entity over the period, and per entity
 * and week over the two compared weeks (weeks end on the anchor, so they are this week and last week).
 */
async function fromPivot(a: AdAnswerInput, by: AdPivotDimension): Promise<DimensionRow[]> {
  if (!isPivotMetric(a.metric)) throw queryInputError('adMetricNotByEntity', a.locale, { metric: a.metric });
  const metric = a.metric;
  const metrics = [metric];
  const anchor = a.scope.anchor ?? a.scope.to;
  const weeks = adWeeks(anchor);
  const [period, weekly] = await Promise.all([
    computeAdComponents(a.store, a.scope, ['db_ad_custom_multi_dimensional_data'], {
      pivot: { dimensions: [by], metrics },
    }),
    computeAdComponents(
      a.store,
      { ...a.scope, from: weeks.lastWeek.from, to: anchor, anchor },
      ['db_ad_custom_multi_dimensional_data'],
      { pivot: { dimensions: [by, 'week'], metrics } },
    ),
  ]);
  const weekValue = new Map<string, number | null>();
  for (const row of weekly.db_ad_custom_multi_dimensional_data.rows)
    weekValue.set(`${row.keys[0]}|${row.keys[1]}`, row.values[metric] ?? null);
  return period.db_ad_custom_multi_dimensional_data.rows.map((row) => {
    const id = row.keys[0] ?? null;
    const thisWeek = weekValue.get(`${id}|${weeks.thisWeek.from}`) ?? null;
    const lastWeek = weekValue.get(`${id}|${weeks.lastWeek.from}`) ?? null;
    return {
      value: id,
      label: row.labels[0] ?? null,
      period: row.values[metric] ?? null,
      thisWeek,
      lastWeek,
      change: thisWeek !== null && lastWeek ? (thisWeek - lastWeek) / lastWeek : null,
    };
  });
}

/** The asked metric by the asked dimension: from its breakdown component, or from the custom table. */
export function dimensionRows(a: AdAnswerInput): Promise<DimensionRow[]> {
  return isBrokenDown(a.by) ? fromBreakdown(a, a.by) : fromPivot(a, a.by);
}
