import type { AggregationLevel } from '../../../src/lib/ads/ad-values.ts';
import type { AdEntity } from '../../../src/lib/report-components/ad-results.ts';
import { adValues, readSums } from './ad-sums.ts';

const strOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A campaign, ad set or ad row of the ranked and detail scans. */
export function toEntity(row: Record<string, unknown>): AdEntity {
  return {
    datasetId: String(row.dataset_id),
    id: String(row.id),
    name: String(row.name ?? ''),
    campaignName: String(row.campaign_name ?? ''),
    adSetName: strOrNull(row.ad_set_name),
    creativeUrl: strOrNull(row.creative_url),
    creativeText: strOrNull(row.creative_text),
    values: adValues(readSums(row)),
  };
}

export const LEVEL_NAMES: Record<AggregationLevel, { zh: string; en: string }> = {
  campaign: { zh: '广告系列', en: 'campaigns' },
  ad_set: { zh: '广告组', en: 'ad sets' },
  ad: { zh: '广告', en: 'ads' },
};

export const usd = (x: number) => `$${x.toFixed(2)}`;
