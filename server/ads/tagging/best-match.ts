import { AD_TEXT_FIELDS, type AdTextField } from '../../../src/lib/ads/ad-tags.ts';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import type { ReadAd } from './taggable-ad.ts';
import type { WordMatcher } from './word-matcher.ts';

/** A word to find for a dimension; `order` breaks ties (a rule's line). */
export interface DimensionWord {
  dimension: TagDimension;
  order: number;
}

export interface BestMatch<V> {
  value: V;
  field: AdTextField;
  /** Where the word was found in the field's normalized text. */
  start: number;
  length: number;
}

/**
 * Per dimension, the match that wins when several words are found in an ad: the one in the earliest field
 * (ad name, ad set name, campaign name, creative text), then the longest word, then the lowest order.
 * Dimensions outside `wanted` are not looked for.
 */
export function bestMatches<V extends DimensionWord>(
  read: ReadAd,
  matcher: WordMatcher<V>,
  wanted: ReadonlySet<TagDimension>,
): Map<TagDimension, BestMatch<V>> {
  const best = new Map<TagDimension, BestMatch<V>>();
  for (const field of AD_TEXT_FIELDS) {
    if (best.size === wanted.size) break;
    const inField = new Map<TagDimension, BestMatch<V>>();
    matcher.find(read.fields[field], (value, start, length) => {
      if (!wanted.has(value.dimension) || best.has(value.dimension)) return;
      const current = inField.get(value.dimension);
      if (
        !current ||
        length > current.length ||
        (length === current.length && value.order < current.value.order)
      )
        inField.set(value.dimension, { value, field, start, length });
    });
    for (const [dimension, match] of inField) best.set(dimension, match);
  }
  return best;
}
