import type { EmbeddingModel } from 'ai';
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { forEachInSlices } from '../../lib/in-slices.ts';
import type { CreatorCatalog } from '../creator-catalog.ts';
import { creatorEmbeddings, dot, embedTexts, modelIdOf } from './creator-embeddings.ts';
import type { EmbeddingNote } from './embedding-note.ts';
import { rerankByMeaning } from './embedding-rerank.ts';
import type { RecommendQuery } from './recommend-query.ts';

/**
 * How many of the word-vector ranking's best are embedded and reranked: twice the largest count a request may
 * ask (500), so a creator the words placed up to 1,000th can still rise into the list, while a cold run costs
 * ~11 provider calls and a warm one a cache read (decision "Ranking by meaning").
 */
export const MEANING_POOL = 1000;
/** The provider's whole part of a run (brief, new creators, cache writes); past it the words' ranking stands. */
export const MEANING_TIMEOUT_MS = 30_000;

class EmbeddingTimeout extends Error {}

type Recommended = Awaited<ReturnType<CreatorCatalog['recommend']>>;

/**
 * The recommendation with the provider's embeddings: the word-vector ranking's best MEANING_POOL, reranked by
 * the brief's closeness in meaning to each creator's words. A provider error or a timeout keeps the words'
 * ranking and says so in the note; it never fails the recommendation. No brief (the form's audience alone, or
 * "similar creators"), no embeddings and no note.
 */
export async function rankByMeaning(
  db: Db,
  catalog: CreatorCatalog,
  model: EmbeddingModel,
  query: RecommendQuery,
  { timeoutMs = MEANING_TIMEOUT_MS } = {},
): Promise<Recommended & { embeddings: EmbeddingNote | null }> {
  if (!query.brief.trim() || query.similarTo !== null)
    return { ...(await catalog.recommend(query)), embeddings: null };
  // The worker sends the creators' words along: made there, they cost this thread nothing.
  const pool = await catalog.recommend({
    ...query,
    count: Math.max(query.count, MEANING_POOL),
    withText: true,
  });
  const words = pool.items.map(({ text: _text, ...item }) => item);
  const modelId = modelIdOf(model);
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new EmbeddingTimeout());
    }, timeoutMs);
  });
  try {
    const embed = async () => {
      const [brief] = await embedTexts(model, [query.brief], { abortSignal: abort.signal });
      const creators = pool.items.map((item) => ({
        id: item.creatorId,
        text: item.text ?? '',
      }));
      const found = await creatorEmbeddings(db, model, creators, { abortSignal: abort.signal });
      const closeness = new Map<string, number>();
      await forEachInSlices([...found.vectors], ([id, v]) => closeness.set(id, dot(brief!, v)));
      return { ...found, closeness };
    };
    const { closeness, embedded, cached } = await Promise.race([embed(), timeout]);
    return {
      items: rerankByMeaning(words, closeness, query.count),
      candidates: pool.candidates,
      embeddings: { model: modelId, status: 'used', embedded, cached },
    };
  } catch (error) {
    const reason = error instanceof EmbeddingTimeout ? 'timeout' : 'provider_error';
    console.error(
      `KOX recommendation: embeddings by ${modelId} failed (${reason}), ranked by words: ${errorSummary(error)}`,
    );
    return {
      items: words.slice(0, query.count),
      candidates: pool.candidates,
      embeddings: { model: modelId, status: 'failed', reason },
    };
  } finally {
    clearTimeout(timer);
  }
}
