import type { RuleTag } from '../../../src/lib/ads/ad-tags.ts';
import { TAG_DIMENSIONS, type TagDimension } from '../../../src/lib/ads/ad-values.ts';
import type { TagRule } from '../../../src/lib/ads/tag-rules.ts';
import { bestMatches, type DimensionWord } from './best-match.ts';
import type { ReadAd } from './taggable-ad.ts';
import { WordMatcher } from './word-matcher.ts';

export type RulesByDimension = Partial<Record<TagDimension, readonly TagRule[]>>;

interface RuleWord extends DimensionWord {
  rule: TagRule;
}

/** Every dimension's rules in one matcher: an ad's texts are read once for all of them. */
export interface CompiledRules {
  matcher: WordMatcher<RuleWord>;
  dimensions: ReadonlySet<TagDimension>;
}

export function compileRules(rules: RulesByDimension): CompiledRules {
  const words: { word: string; value: RuleWord }[] = [];
  const dimensions = new Set<TagDimension>();
  for (const dimension of TAG_DIMENSIONS)
    (rules[dimension] ?? []).forEach((rule, order) => {
      dimensions.add(dimension);
      words.push({ word: rule.search, value: { dimension, order, rule } });
    });
  return { matcher: new WordMatcher(words), dimensions };
}

/** The rules' tag of an ad in each dimension a rule matches (see bestMatches for which rule wins). */
export function ruleTags(read: ReadAd, compiled: CompiledRules): Map<TagDimension, RuleTag> {
  const tags = new Map<TagDimension, RuleTag>();
  if (compiled.dimensions.size === 0) return tags;
  for (const [dimension, match] of bestMatches(read, compiled.matcher, compiled.dimensions))
    tags.set(dimension, {
      tag: match.value.rule.tag,
      source: 'rule',
      matched: { field: match.field, word: match.value.rule.search },
    });
  return tags;
}
