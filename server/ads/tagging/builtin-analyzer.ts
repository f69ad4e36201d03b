import { AD_TEXT_FIELDS, type BuiltinTag } from '../../../src/lib/ads/ad-tags.ts';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import { bestMatches, type DimensionWord } from './best-match.ts';
import { VOCABULARY, type VocabularyEntry } from './builtin-vocabulary.ts';
import { segmentCandidates, type SegmentCandidate } from './name-segments.ts';
import { fieldText, type ReadAd, type TaggableAd } from './taggable-ad.ts';
import { WordMatcher } from './word-matcher.ts';

interface VocabularyWord extends DimensionWord {
  entry: VocabularyEntry;
  word: string;
}

const HAN = /\p{Script=Han}/u;
const vocabularyMatcher = new WordMatcher<VocabularyWord>(
  VOCABULARY.flatMap((entry, order) =>
    entry.words.map((word) => ({ word, value: { dimension: entry.dimension, order, entry, word } })),
  ),
);
const VOCABULARY_DIMENSIONS = new Set<TagDimension>(['audience', 'hook']);

/**
 * An age range as ad sets name them, in the normalized text: "25-34" (read "25 34"), "25~34", "25至34",
 * "18+"; the first age 13 to 69, the second above it.
 */
const AGE_RANGE =
  /(?<![\p{N}.])(1[3-9]|[2-6]\d)(?: ?(?:~|至|到|to) ?| )(1[4-9]|[2-6]\d|7\d)(?![\p{N}.])|(?<![\p{N}.])(1[38]|[2-6][05])\+/u;

/** A segment found in more than this share of a dataset's ads (of at least 5) is the brand or the shop, not a product. */
const UBIQUITOUS_SHARE = 0.8;

/**
 * The built-in analyzer (no model): proposes an audience and a hook from its vocabulary and age ranges, and a
 * product from the segments of the ads' names that recur across the dataset. `count` sees every ad first.
 */
export class BuiltinAnalyzer {
  private readonly adsWith = new Map<string, number>();
  private readonly candidates = new Map<string, SegmentCandidate[]>();
  private readonly segments = new Map<string, { display: string; key: string } | null>();
  private ads = 0;

  count(ad: TaggableAd): void {
    const candidates = segmentCandidates(
      {
        ad_name: fieldText(ad, 'ad_name'),
        ad_set_name: fieldText(ad, 'ad_set_name'),
        campaign_name: fieldText(ad, 'campaign_name'),
      },
      this.segments,
    );
    this.ads++;
    this.candidates.set(ad.adId, candidates);
    for (const { key } of candidates) this.adsWith.set(key, (this.adsWith.get(key) ?? 0) + 1);
  }

  propose(read: ReadAd, wanted: ReadonlySet<TagDimension>): Map<TagDimension, BuiltinTag> {
    const tags = new Map<TagDimension, BuiltinTag>();
    if (wanted.has('product')) {
      const product = this.product(read.ad.adId);
      if (product) tags.set('product', product);
    }
    const vocabularyWanted = new Set([...wanted].filter((d) => VOCABULARY_DIMENSIONS.has(d)));
    if (vocabularyWanted.size === 0) return tags;
    for (const [dimension, match] of bestMatches(read, vocabularyMatcher, vocabularyWanted)) {
      const { entry, word } = match.value;
      tags.set(dimension, {
        tag: HAN.test(word) ? entry.tag.zh : entry.tag.en,
        source: 'builtin',
        reason: { kind: 'vocabulary', field: match.field, word },
      });
    }
    if (vocabularyWanted.has('audience') && !tags.has('audience')) {
      const age = ageRange(read);
      if (age) tags.set('audience', age);
    }
    return tags;
  }

  /** The ad's recurring name segment found in the most ads, a brand-like one only when there is no other. */
  private product(adId: string): BuiltinTag | null {
    const least = Math.min(2, this.ads);
    const ubiquitous = (ads: number) => this.ads >= 5 && ads > this.ads * UBIQUITOUS_SHARE;
    let best: { candidate: SegmentCandidate; ads: number } | null = null;
    for (const candidate of this.candidates.get(adId) ?? []) {
      const ads = this.adsWith.get(candidate.key) ?? 0;
      if (ads < least) continue;
      if (
        !best ||
        (ubiquitous(best.ads) && !ubiquitous(ads)) ||
        (ubiquitous(best.ads) === ubiquitous(ads) && ads > best.ads)
      )
        best = { candidate, ads };
    }
    if (!best) return null;
    const { candidate, ads } = best;
    return {
      tag: candidate.display,
      source: 'builtin',
      reason: { kind: 'name_segment', field: candidate.field, segment: candidate.display, ads },
    };
  }
}

function ageRange(read: ReadAd): BuiltinTag | null {
  for (const field of AD_TEXT_FIELDS) {
    const match = AGE_RANGE.exec(read.fields[field].text);
    if (!match) continue;
    if (match[3]) {
      const tag = `${match[3]}+`;
      return { tag, source: 'builtin', reason: { kind: 'vocabulary', field, word: tag } };
    }
    if (Number(match[2]) <= Number(match[1])) continue;
    const tag = `${match[1]}-${match[2]}`;
    return { tag, source: 'builtin', reason: { kind: 'vocabulary', field, word: tag } };
  }
  return null;
}
