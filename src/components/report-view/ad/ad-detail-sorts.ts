import type { AdDetailOptions, AdValueKey } from '@/lib/report-components/ad-results';

/** The detail's server sorts (adDetailOptionsSchema) and the metric column each sorts by. */
export const DETAIL_SORT_METRIC: Record<AdDetailOptions['sort'], AdValueKey> = {
  spend: 'amount_spent_usd',
  impressions: 'impressions',
  link_clicks: 'link_clicks',
  purchases: 'purchases',
  purchase_value: 'purchases_conversion_value',
};
