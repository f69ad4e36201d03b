/**
 * api_key → how to compute it and the schema of its result, for every db_* component of the MK and GENERAL
 * sets. The AD components (db_ad_*) have no facts to read yet and are not here.
 */
import type { z } from 'zod';
import { dbResultSchemas, type DbApiKey, type DbResult } from '../../../src/lib/report-components/results.ts';
import { pairComputersWithSchemas } from './component-registry.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { createScans, type ComponentScans } from './shared-scans.ts';
import * as channelData from './db-channel-data.ts';
import * as channelMedia from './db-channel-media-distribution.ts';
import * as overview from './db-overview.ts';
import * as channelRegion from './db-related-channel-region-distribution.ts';
import * as channelSubscription from './db-related-channel-subscription-distribution.ts';
import * as channelsByLikes from './db-top5-channels-by-likes.ts';
import * as channelsBySubscription from './db-top5-channels-by-subscription.ts';
import * as channelsByViews from './db-top5-channels-by-views.ts';
import * as videosByEngagements from './db-top5-videos-by-engagements.ts';
import * as videosByLikes from './db-top5-videos-by-likes.ts';
import * as videosByViews from './db-top5-videos-by-views.ts';
import * as videoData from './db-video-data.ts';
import * as videoFormat from './db-video-format.ts';
import * as videoHashtag from './db-video-hashtag.ts';
import * as videoLanguage from './db-video-language.ts';
import * as videoMedia from './db-video-media-distribution.ts';
import * as videoRegion from './db-video-region.ts';
import * as trend from './db-video-trend-analysis.ts';
import * as viewsDistribution from './db-video-views-distribution.ts';

export interface ComponentEntry<K extends DbApiKey> {
  compute(store: StoreReader, scope: ComponentScope): Promise<DbResult<K>>;
  resultSchema: z.ZodType<DbResult<K>>;
}

type FromScans = { [K in DbApiKey]: (scans: ComponentScans) => Promise<DbResult<K>> };

/** Each component from the shared scans of one scope (see shared-scans.ts). */
const fromScans: FromScans = {
  db_overview: overview.fromScans,
  db_video_trend_analysis: trend.fromScans,
  db_top5_videos_by_views: videosByViews.fromScans,
  db_top5_videos_by_engagements: videosByEngagements.fromScans,
  db_top5_videos_by_likes: videosByLikes.fromScans,
  db_top5_channels_by_views: channelsByViews.fromScans,
  db_top5_channels_by_subscription: channelsBySubscription.fromScans,
  db_top5_channels_by_likes: channelsByLikes.fromScans,
  db_video_views_distribution: viewsDistribution.fromScans,
  db_video_format: videoFormat.fromScans,
  db_related_channel_region_distribution: channelRegion.fromScans,
  db_video_language: videoLanguage.fromScans,
  db_video_region: videoRegion.fromScans,
  db_video_hashtag: videoHashtag.fromScans,
  db_related_channel_subscription_distribution: channelSubscription.fromScans,
  db_video_data: (scans) => videoData.fromScans(scans),
  db_channel_data: (scans) => channelData.fromScans(scans),
  db_video_media_distribution: videoMedia.fromScans,
  db_channel_media_distribution: channelMedia.fromScans,
};

type Computers = { [K in DbApiKey]: (store: StoreReader, scope: ComponentScope) => Promise<DbResult<K>> };

const computers = Object.fromEntries(
  (Object.keys(fromScans) as DbApiKey[]).map((key) => [
    key,
    (store: StoreReader, scope: ComponentScope) => fromScans[key](createScans(store, scope)),
  ]),
) as Computers;

const registry = pairComputersWithSchemas(computers, dbResultSchemas);

export const COMPONENTS = registry.entries as unknown as { [K in DbApiKey]: ComponentEntry<K> };

export const DB_API_KEYS = registry.keys;

export function isDbApiKey(key: string): key is DbApiKey {
  return registry.has(key);
}

export type ComputedComponents<K extends DbApiKey> = { [P in K]: DbResult<P> };

/**
 * Computes the given components of one scope from one set of shared scans, all queries in flight at once (the
 * store decides how many run in parallel). Unknown keys are an error, not silently skipped.
 */
export async function computeComponents<K extends DbApiKey>(
  store: StoreReader,
  scope: ComponentScope,
  apiKeys: readonly K[],
): Promise<ComputedComponents<K>> {
  const unknown = apiKeys.filter((key) => !isDbApiKey(key));
  if (unknown.length > 0) throw new Error(`Not a db_* component: ${unknown.join(', ')}`);
  const scans = createScans(store, scope);
  const results = await Promise.all(apiKeys.map((key) => fromScans[key](scans)));
  return Object.fromEntries(apiKeys.map((key, i) => [key, results[i]])) as ComputedComponents<K>;
}
