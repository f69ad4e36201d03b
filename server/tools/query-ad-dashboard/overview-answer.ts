import { computeAdComponents } from '../../analytics/ad-components/registry.ts';
import type { AdScope } from '../../../src/lib/report-components/ad-results.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import type { AdAnswer, AdAnswerInput } from './ad-answer-input.ts';

/** Every metric over the scope's period, this week and last week: the overview and the app components' rows. */
export async function overviewMetrics(store: StoreReader, scope: AdScope) {
  const computed = await computeAdComponents(store, scope, [
    'db_ad_performance_overview',
    'db_ad_app_cost_per_conversion',
  ]);
  return [...computed.db_ad_performance_overview.metrics, ...computed.db_ad_app_cost_per_conversion.metrics];
}

/**
 * Every metric (or the asked one) over the period, this week and last week, and the change: the overview
 * component, with the app components' cost per install and per active user.
 */
export async function overviewAnswer(a: AdAnswerInput & { all: boolean }): Promise<AdAnswer> {
  const metrics = (await overviewMetrics(a.store, a.scope)).filter((m) => a.all || m.metric === a.metric);
  return {
    kind: 'table',
    columns: ['metric', 'period', 'this_week', 'last_week', 'change'],
    rows: metrics.map((m) => [m.metric, m.period, m.thisWeek, m.lastWeek, m.change]),
  };
}
