import {
  adPivotOptionsSchema,
  DEFAULT_AD_PIVOT,
  type AdPivotOptions,
  type AdResult,
} from '../../../src/lib/report-components/ad-results.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays } from './ad-scope.ts';
import type { AdScans } from './ad-scans.ts';
import { adValues, readSums } from './ad-sums.ts';

/** The pivot's choice checked against the fixed lists: one to three different dimensions, different metrics. */
export function parsePivotOptions(input: unknown): AdPivotOptions {
  const parsed = adPivotOptionsSchema.safeParse(input);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (parsed.success) {
    const { dimensions, metrics } = parsed.data;
    if (new Set(dimensions).size !== dimensions.length)
      issues.push({ path: 'dimensions', message: 'repeated' });
    if (new Set(metrics).size !== metrics.length) issues.push({ path: 'metrics', message: 'repeated' });
  }
  if (!parsed.success || issues.length > 0) throw new AppError('AD_PIVOT_INVALID', undefined, issues);
  return parsed.data;
}

/** The custom multi-dimensional table: the chosen metrics of each group of the chosen dimensions. */
export async function pivot(
  scans: AdScans,
  input: unknown = DEFAULT_AD_PIVOT,
): Promise<AdResult<'db_ad_custom_multi_dimensional_data'>> {
  const options = parsePivotOptions(input);
  const { rows, total } = await scans.pivot(options);
  const anchor = scans.filter.anchor;
  return {
    dimensions: options.dimensions,
    metrics: options.metrics,
    total,
    rows: rows.map((row) => {
      const values = adValues(readSums(row));
      const keys = options.dimensions.map((dimension, i) => {
        const key = row[`k${i}`];
        if (key === null || key === undefined) return null;
        // The week key is how many weeks before the anchor's; named by its first day.
        return dimension === 'week' ? addDays(anchor, -6 - 7 * Number(key)) : String(key);
      });
      return {
        keys,
        labels: keys.map((key, i) => {
          const label = row[`l${i}`];
          return label === null || label === undefined ? key : String(label);
        }),
        values: Object.fromEntries(options.metrics.map((m) => [m, values[m]])),
      };
    }),
  };
}
