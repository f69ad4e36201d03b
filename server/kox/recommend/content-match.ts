import { counterpartsOf } from './bilingual-terms.ts';
import { matchedPhrase } from './reasons.ts';
import { cosines, textQuery, type TextIndex, type TextQuery } from './text-index.ts';

/**
 * How much a match through the other language's words counts against a match of the brief's own: a
 * translation is a guess, so creators who share the brief's own words come first when both kinds are there;
 * among creators only the translation reaches (a zh brief among US creators) the order is the translation's.
 */
const TRANSLATED_WEIGHT = 0.5;

interface Side {
  text: string;
  query: TextQuery;
  scores: Float32Array;
}

export interface ContentMatch {
  /** Each creator's content score (a cosine, 0 when no word is shared); null when the text has no known word. */
  scores: Float32Array | null;
  /** The words of the brief (or of their translation) that the creator's terms matched, for a reason. */
  phraseFor(creatorTerms: Set<number>): string | null;
}

function side(index: TextIndex, text: string): Side | null {
  const query = textQuery(index, text);
  return query.terms.length ? { text, query, scores: cosines(index, query) } : null;
}

/**
 * The brief against every creator's words, in its own language and through its counterparts in the other
 * (bilingual-terms.ts): each creator keeps the better of the two, the translated one discounted. Each side is
 * its own unit vector, so the rarer language's terms do not outweigh the brief's own.
 */
export function matchContent(
  index: TextIndex,
  brief: string,
  { translate }: { translate: boolean },
): ContentMatch {
  const own = side(index, brief);
  const counterparts = translate ? counterpartsOf(brief) : '';
  const translated = counterparts ? side(index, counterparts) : null;
  let scores = own?.scores ?? null;
  if (translated) {
    scores = new Float32Array(index.size);
    for (let i = 0; i < index.size; i++)
      scores[i] = Math.max(own?.scores[i] ?? 0, TRANSLATED_WEIGHT * translated.scores[i]!);
  }
  return {
    scores,
    phraseFor: (creatorTerms) =>
      (own && matchedPhrase(own.text, own.query, creatorTerms)) ??
      (translated && matchedPhrase(translated.text, translated.query, creatorTerms)),
  };
}
