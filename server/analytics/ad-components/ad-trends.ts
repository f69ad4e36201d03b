import { AD_TREND_METRICS, type AdResult } from '../../../src/lib/report-components/ad-results.ts';
import { addDays, daysBetween } from './ad-scope.ts';
import type { AdScans } from './ad-scans.ts';
import { adValues, readSums, zeroSums } from './ad-sums.ts';

/** Every day of the period with its values; a day without rows is zeros (its ratios null). */
export async function trends(scans: AdScans): Promise<AdResult<'db_ad_ads_data_trends'>> {
  const byDay = new Map<string, Record<string, unknown>>();
  for (const row of await scans.daily()) if (Number(row.inp) === 1) byDay.set(String(row.day), row);
  const { from, to, window } = scans.scope;
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const day = addDays(from, i);
    const row = byDay.get(day);
    return { day, values: adValues(row ? readSums(row) : zeroSums()) };
  });
  return { window, metrics: [...AD_TREND_METRICS], days };
}
