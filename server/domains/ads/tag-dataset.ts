import { eq } from 'drizzle-orm';
import type { TagCorrection } from '../../../src/lib/ads/ad-tags.ts';
import { TAG_DIMENSIONS, type TagDimension } from '../../../src/lib/ads/ad-values.ts';
import { parseTagRulesByDimension } from '../../../src/lib/ads/tag-rules.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';
import type { AdTagRow } from '../../analytics/store/ad-fact-schema.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import type { Db } from '../../db/client.ts';
import { adTagCorrections, adTagRules } from '../../db/schema/index.ts';
import { tagAds } from '../../ads/tagging/tag-ads.ts';
import type { TaggableAd } from '../../ads/tagging/taggable-ad.ts';

/** A dataset's rules as written, one text per dimension ('' where none were saved). */
export async function rulesTexts(db: Db, datasetId: string): Promise<Record<TagDimension, string>> {
  const rows = await db.select().from(adTagRules).where(eq(adTagRules.datasetId, datasetId));
  const texts = { product: '', audience: '', hook: '' };
  for (const row of rows) texts[row.dimension] = row.rules;
  return texts;
}

export async function corrections(db: Db, datasetId: string): Promise<TagCorrection[]> {
  const rows = await db
    .select({
      ad_id: adTagCorrections.adId,
      dimension: adTagCorrections.dimension,
      tag: adTagCorrections.tag,
    })
    .from(adTagCorrections)
    .where(eq(adTagCorrections.datasetId, datasetId));
  return rows;
}

/** The distinct ads of a dataset's rows, with the texts tagging reads (an ad's largest name where it changed). */
async function taggableAds(store: AnalyticsStore, datasetId: string): Promise<TaggableAd[]> {
  return store.all<TaggableAd & Record<string, unknown>>(
    `select ad_id as "adId", max(ad_name) as "adName", max(ad_set_name) as "adSetName",
       max(campaign_name) as "campaignName", max(creative_text) as "creativeText"
     from analytics.ad_days where dataset_id = $1 group by ad_id order by ad_id`,
    [datasetId],
  );
}

/**
 * Tags every ad of a dataset as its rows, rules and corrections are now (docs/ads.md "Tagging"): the rules, then
 * the model's or the built-in analyzer's proposals, the corrections last. Returns the store's tag rows: a
 * dimension without a tag (nothing found, or corrected to "no tag") has none.
 */
export async function tagDataset(
  deps: { db: Db; store: AnalyticsStore; models?: ModelProvider },
  datasetId: string,
  signal?: AbortSignal,
): Promise<AdTagRow[]> {
  const [ads, texts, corrected] = await Promise.all([
    taggableAds(deps.store, datasetId),
    rulesTexts(deps.db, datasetId),
    corrections(deps.db, datasetId),
  ]);
  // Saved rules were checked on save; a line refused since (a changed limit) is left out, not fatal.
  const { rules } = parseTagRulesByDimension(texts);
  const tags = await tagAds(ads, rules, { model: deps.models, corrections: corrected, signal });
  const rows: AdTagRow[] = [];
  for (const [adId, byDimension] of tags)
    for (const dimension of TAG_DIMENSIONS) {
      const tag = byDimension[dimension];
      if (tag?.tag) rows.push({ datasetId, adId, dimension, tag: tag.tag, source: tag.source });
    }
  return rows;
}
