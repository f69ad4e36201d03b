import { KEYWORD_LIMITS, normalizeTermText } from './ast.ts';
import type { KeywordError } from './errors.ts';

/** Topics (hashtags) are separated by whitespace, commas, semicolons or 、 — a hashtag never contains them. */
const TOPIC = /[^\s,，;；、]+/gu;

export interface TopicsCheck {
  ok: boolean;
  /** Normalised (NFKC, lower-case, no #), de-duplicated, in input order. */
  topics: string[];
  /** `hash_topic` for every topic written with #, `too_many_terms` at the 51st topic. */
  errors: KeywordError[];
  /** The input with the # removed, or null when there is nothing to remove. */
  suggestion: string | null;
}

/** The topics of the topics field, as stored hashtags look: `#Nike, running` → ['nike', 'running']. */
export function splitTopics(input: string): string[] {
  const topics = [...input.matchAll(TOPIC)]
    .map((m) => normalizeTermText(m[0]).replace(/^#+/, ''))
    .filter((t) => t !== '');
  return [...new Set(topics)];
}

/** Spec §5: topics are written without the # symbol. */
export function checkTopics(input: string): TopicsCheck {
  const errors: KeywordError[] = [];
  const hashes: { position: number; length: number }[] = [];
  let count = 0;
  for (const m of input.matchAll(TOPIC)) {
    const hash = /^[#＃]+/.exec(m[0]);
    if (hash) {
      hashes.push({ position: m.index, length: hash[0].length });
      errors.push({ code: 'hash_topic', position: m.index, length: hash[0].length });
    }
    if (hash?.[0].length !== m[0].length && ++count === KEYWORD_LIMITS.maxTerms + 1)
      errors.push({ code: 'too_many_terms', position: m.index, length: m[0].length });
  }
  let suggestion: string | null = null;
  if (hashes.length > 0) {
    suggestion = input;
    for (const h of hashes.reverse())
      suggestion = suggestion.slice(0, h.position) + suggestion.slice(h.position + h.length);
    suggestion = suggestion.trim();
  }
  return { ok: errors.length === 0, topics: splitTopics(input), errors, suggestion };
}
