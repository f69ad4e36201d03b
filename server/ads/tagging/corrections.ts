import type { AdTags, TagCorrection } from '../../../src/lib/ads/ad-tags.ts';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';

/** A dataset's corrections by ad and dimension; of two for the same ad and dimension the later one counts. */
export function correctionsByAd(
  corrections: readonly TagCorrection[],
): Map<string, Map<TagDimension, string | null>> {
  const byAd = new Map<string, Map<TagDimension, string | null>>();
  for (const { ad_id, dimension, tag } of corrections) {
    const trimmed = tag?.trim() || null;
    let ad = byAd.get(ad_id);
    if (!ad) byAd.set(ad_id, (ad = new Map()));
    ad.set(dimension, trimmed);
  }
  return byAd;
}

/**
 * A person's corrections over computed tags: each wins over the rules, the model and the analyzer, "no tag"
 * included. Pure: the tags given are not changed. A correction for an ad the dataset no longer has is left out
 * (and kept by its store for when the ad comes back).
 */
export function applyCorrections(
  tags: ReadonlyMap<string, AdTags>,
  corrections: readonly TagCorrection[],
): Map<string, AdTags> {
  const merged = new Map(tags);
  for (const [adId, byDimension] of correctionsByAd(corrections)) {
    const current = merged.get(adId);
    if (!current) continue;
    const corrected = { ...current };
    for (const [dimension, tag] of byDimension) corrected[dimension] = { tag, source: 'person' };
    merged.set(adId, corrected);
  }
  return merged;
}
