import { TAG_DIMENSIONS, type TagDimension } from '../../../src/lib/ads/ad-values.ts';

/** A model's tag is a short label, not a sentence: a few words. */
export const MODEL_TAG_MAX_LENGTH = 40;
const MODEL_REASON_MAX_LENGTH = 200;

/** Markup, links and template braces: a tag is plain words. */
// eslint-disable-next-line no-control-regex
const MARKUP = /[<>`*#[\]{}\u0000-\u001F\u007F]|https?:\/\/|\]\(/i;

export interface ModelAnswerItem {
  ad_id: string;
  product: string | null;
  audience: string | null;
  hook: string | null;
  reason: string;
}

export interface CheckedModelTags {
  /** Per ad asked about, the dimensions it was asked and the model answered well. */
  tags: Map<string, Map<TagDimension, { tag: string; reason: string }>>;
  /**
   * Per ad and dimension asked about without a usable tag: `model_no_tag` when the model said none fits, else
   * `bad_answer: <why>` (`missing`, `empty_tag`, `tag_too_long`, `markup`).
   */
  refused: Map<string, Map<TagDimension, string>>;
  /** Ad ids the model answered that were not asked about (ignored). */
  unknownAds: string[];
}

/** Why a tag the model gave cannot be used, or null. */
export function modelTagIssue(tag: string): string | null {
  if (tag === '') return 'empty_tag';
  if ([...tag].length > MODEL_TAG_MAX_LENGTH) return 'tag_too_long';
  if (MARKUP.test(tag)) return 'markup';
  return null;
}

/**
 * Checks a model's answer against what was asked: only the ads asked about, only the dimensions asked for each,
 * each tag short, non-empty and plain; the first answer for an ad counts. What is not answered well is named in
 * `refused` so the built-in analyzer can stand in with the reason.
 */
export function checkModelTags(
  answer: readonly ModelAnswerItem[],
  asked: ReadonlyMap<string, ReadonlySet<TagDimension>>,
): CheckedModelTags {
  const tags: CheckedModelTags['tags'] = new Map();
  const refused: CheckedModelTags['refused'] = new Map();
  const unknownAds: string[] = [];
  const answered = new Set<string>();
  for (const item of answer) {
    const wanted = asked.get(item.ad_id);
    if (!wanted) {
      unknownAds.push(String(item.ad_id).slice(0, 100));
      continue;
    }
    if (answered.has(item.ad_id)) continue;
    answered.add(item.ad_id);
    const reason = (item.reason ?? '').replace(/\s+/g, ' ').trim().slice(0, MODEL_REASON_MAX_LENGTH);
    const good = new Map<TagDimension, { tag: string; reason: string }>();
    const bad = new Map<TagDimension, string>();
    for (const dimension of TAG_DIMENSIONS) {
      if (!wanted.has(dimension)) continue;
      const tag = (item[dimension] ?? '').trim();
      const issue = item[dimension] === null ? 'model_no_tag' : modelTagIssue(tag);
      if (issue) bad.set(dimension, issue === 'model_no_tag' ? issue : `bad_answer: ${issue}`);
      else good.set(dimension, { tag, reason });
    }
    if (good.size) tags.set(item.ad_id, good);
    if (bad.size) refused.set(item.ad_id, bad);
  }
  for (const [adId, wanted] of asked)
    if (!answered.has(adId))
      refused.set(adId, new Map([...wanted].map((d) => [d, 'bad_answer: missing'] as const)));
  return { tags, refused, unknownAds };
}
