import { FIT_WEIGHTS } from './rank-creators.ts';
import type { RecommendedCreator } from './recommend-query.ts';

/**
 * How the content part splits between meaning (the embeddings' cosine) and words (the TF-IDF cosine) when both
 * are there. Meaning leads: it matches synonyms and the other language, which words only reach through a
 * hand-kept term list. Words keep 40 %: an exact phrase of the brief is the strongest evidence there is, and it
 * is the one a reason can quote.
 */
export const MEANING_SHARE = 0.6;

type Ranked = Omit<RecommendedCreator, 'position'> & { creatorId: string };

/**
 * The pool (the best by the word-vector ranking) reranked with the brief's closeness in meaning to each creator.
 * Closeness is rescaled over the pool (the closest 1, the farthest 0), since a model's cosines crowd in a narrow
 * band. The fit is recomputed with the same part weights as rank-creators.ts; the content part becomes the
 * mix of meaning and words (meaning alone when the brief shared no word with any creator). Reasons are kept as
 * they were: the content reason still quotes only words that matched.
 */
export function rerankByMeaning(pool: Ranked[], closeness: Map<string, number>, count: number): Ranked[] {
  const values = pool.map((item) => closeness.get(item.creatorId) ?? 0);
  const low = Math.min(...values);
  const spread = Math.max(...values) - low;
  const reranked = pool.map((item, k) => {
    const meaning = spread > 0 ? (values[k]! - low) / spread : 1;
    const words = item.parts.content === null ? null : item.parts.content / 100;
    const content = words === null ? meaning : MEANING_SHARE * meaning + (1 - MEANING_SHARE) * words;
    const audience = item.parts.audience === null ? null : item.parts.audience / 100;
    const performance = item.parts.performance / 100;
    const total =
      FIT_WEIGHTS.content + (audience === null ? 0 : FIT_WEIGHTS.audience) + FIT_WEIGHTS.performance;
    const fit =
      (content * FIT_WEIGHTS.content +
        (audience ?? 0) * FIT_WEIGHTS.audience +
        performance * FIT_WEIGHTS.performance) /
      total;
    return {
      ...item,
      fit: Math.round(fit * 100),
      parts: { ...item.parts, content: Math.round(content * 100) },
      order: fit,
      at: k,
    };
  });
  reranked.sort((a, b) => b.order - a.order || a.at - b.at);
  return reranked.slice(0, count).map(({ order: _order, at: _at, ...item }) => item);
}
