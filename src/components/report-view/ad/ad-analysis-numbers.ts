import type { AdValueKey } from '@/lib/report-components/ad-results';
import type { CellFormat } from '../report-table-types.ts';
import { metricCellFormat } from './ad-metrics.ts';

/** The metric each of the analyses' numbers is a value of (docs/ads.md "The four analyses"). */
const NUMBER_METRICS: Record<string, AdValueKey> = {
  spend_this_week: 'amount_spent_usd',
  spend_last_week: 'amount_spent_usd',
  spend_change: 'amount_spent_usd',
  roi_this_week: 'roi',
  roi_last_week: 'roi',
  roi_change: 'roi',
  purchases_this_week: 'purchases',
  purchases_last_week: 'purchases',
  spend: 'amount_spent_usd',
  average_spend: 'amount_spent_usd',
  roi: 'roi',
  overall_roi: 'roi',
  purchases: 'purchases',
  cost_per_purchase: 'cost_per_purchase',
};

/**
 * How an analysis number reads: a change (`…_change`) as a signed percentage, the others as their metric. A
 * number the server adds later without a metric here reads as a plain number.
 */
export function analysisNumberFormat(key: string): {
  metric: AdValueKey | null;
  change: boolean;
  cell: CellFormat;
} {
  const metric = NUMBER_METRICS[key] ?? null;
  const change = key.endsWith('_change');
  return { metric, change, cell: change ? 'change' : metric ? metricCellFormat(metric) : 'number' };
}
