import type { AdPlatform } from '../../../src/lib/ads/ad-values.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';

export interface DatasetFacts {
  rowCount: number;
  adCount: number;
  firstDay: string | null;
  lastDay: string | null;
  /** The rows' platform, or null when they are of several (a template file may mix them) or there are none. */
  platform: AdPlatform | null;
}

/** What the analytics store holds for a dataset now: rows, distinct ads and the days they cover. */
export async function datasetFacts(store: AnalyticsStore, datasetId: string): Promise<DatasetFacts> {
  const platforms = await store.all<{ platform: AdPlatform }>(
    'select distinct platform from analytics.ad_days where dataset_id = $1 limit 2',
    [datasetId],
  );
  const [row] = await store.all<{
    row_count: number;
    ad_count: number;
    first_day: string | null;
    last_day: string | null;
  }>(
    `select count(*) as row_count, count(distinct ad_id) as ad_count,
       cast(min(day) as varchar) as first_day, cast(max(day) as varchar) as last_day
     from analytics.ad_days where dataset_id = $1`,
    [datasetId],
  );
  return {
    rowCount: row?.row_count ?? 0,
    adCount: row?.ad_count ?? 0,
    firstDay: row?.first_day ?? null,
    lastDay: row?.last_day ?? null,
    platform: platforms.length === 1 ? platforms[0]!.platform : null,
  };
}
