import { AD_METRIC_LISTS, type AdResult } from '../../../src/lib/report-components/ad-results.ts';
import type { AdScans } from './ad-scans.ts';
import { addRow, compared, emptyParts, type AdParts } from './ad-sums.ts';

export type AdMetricListKey = keyof typeof AD_METRIC_LISTS;

const partsOfScans = new WeakMap<AdScans, Promise<AdParts>>();

/**
 * The scope's totals of the period and of the two weeks, from the daily sums: added up once per computation,
 * though half its components ask. Callers only read them.
 */
export function scopeParts(scans: AdScans): Promise<AdParts> {
  let parts = partsOfScans.get(scans);
  if (!parts) partsOfScans.set(scans, (parts = addedUp(scans)));
  return parts;
}

async function addedUp(scans: AdScans): Promise<AdParts> {
  const parts = emptyParts();
  for (const row of await scans.daily()) addRow(parts, row);
  return parts;
}

/** The overview and the four conversion components: their metrics, each this week, last week and the change. */
export async function metricList(scans: AdScans, key: AdMetricListKey): Promise<AdResult<AdMetricListKey>> {
  const values = compared(await scopeParts(scans), scans.scope.budgetUsd ?? null);
  return {
    window: scans.scope.window,
    weeks: scans.filter.weeks,
    metrics: AD_METRIC_LISTS[key].map((metric) => ({
      metric,
      period: values.period[metric],
      thisWeek: values.thisWeek[metric],
      lastWeek: values.lastWeek[metric],
      change: values.change[metric],
    })),
  };
}
