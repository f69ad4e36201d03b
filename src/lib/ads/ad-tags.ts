/**
 * An ad's tag in one dimension and where it came from (docs/ads.md, "Tagging"), as the server computes it and
 * the screens show it. Only a person's correction can say "no tag" (`tag: null`); otherwise an untagged
 * dimension is null in the tag record.
 */
import type { TagDimension } from './ad-values.ts';

/** The texts of an ad that tags are read from, in the order a rule's match counts (the ad's own name first). */
export const AD_TEXT_FIELDS = ['ad_name', 'ad_set_name', 'campaign_name', 'creative_text'] as const;
export type AdTextField = (typeof AD_TEXT_FIELDS)[number];

/** A rule's search word found in one of the ad's texts. */
export interface RuleTag {
  tag: string;
  source: 'rule';
  matched: { field: AdTextField; word: string };
}

/**
 * Why the built-in analyzer proposes a tag: a word of its vocabulary in one of the ad's texts, or a segment of
 * the ad's names that recurs in `ads` of the dataset's ads. Its text is `adTags:reason.<kind>`.
 */
export type BuiltinReason =
  | { kind: 'vocabulary'; field: AdTextField; word: string }
  | { kind: 'name_segment'; field: AdTextField; segment: string; ads: number };

/** A proposal of the built-in analyzer; `model_fallback` says why the model's was not used, when it was asked. */
export interface BuiltinTag {
  tag: string;
  source: 'builtin';
  reason: BuiltinReason;
  model_fallback?: string;
}

/** A proposal of the configured model, with the reason it gave. */
export interface ModelTag {
  tag: string;
  source: 'model';
  reason: string;
  model: string;
}

/** A person's correction: it wins over every other source and is kept across re-tagging and re-imports. */
export interface PersonTag {
  tag: string | null;
  source: 'person';
}

export type AdTag = RuleTag | BuiltinTag | ModelTag | PersonTag;
export type AdTags = Record<TagDimension, AdTag | null>;

/** A person's correction of one ad's tag in one dimension of a dataset; `tag: null` means "no tag". */
export interface TagCorrection {
  ad_id: string;
  dimension: TagDimension;
  tag: string | null;
}

/** The most characters a proposed or corrected tag may have (a rule's tag word may have TAG_RULE_MAX_WORD). */
export const AD_TAG_MAX_LENGTH = 100;
