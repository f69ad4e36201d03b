import type { EmbeddingModel } from 'ai';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { KoxRecommendApp } from '../../../src/lib/kox-recommend-values.ts';
import type { Db } from '../../db/client.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';
import { koxRecommendationResults, koxRecommendations } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { rankByMeaning } from '../../kox/recommend/rank-by-meaning.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { recommendQueryOf, teamVideoPrices, type RecommendRequest } from './recommend-request.ts';
import { STALE_RUN_MS } from './interrupted-runs.ts';
import { beginRun, report } from './run-progress.ts';
import { sessionDto, sessionOf } from './sessions.ts';

/**
 * Starts ranking a session and answers at once (run_async): the index worker ranks, the provider's embedding
 * model (when one is configured) reranks the best by meaning, this node stores the result and reports each step
 * to the result stream. Running again replaces the results; a run under way is 10241.
 */
export async function runSession(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  app: KoxRecommendApp,
  id: string,
  embeddingModel: EmbeddingModel | null = null,
) {
  const row = await sessionOf(db, team, app, id);
  const request = row.request as RecommendRequest;
  const query = recommendQueryOf(request, await teamVideoPrices(db, catalog, team), catalog);
  const staleBefore = new Date(Date.now() - STALE_RUN_MS);
  const claimed = await db
    .update(koxRecommendations)
    .set({ status: 'running', startedAt: new Date(), finishedAt: null, embeddings: null })
    .where(
      and(
        eq(koxRecommendations.id, row.id),
        or(
          ne(koxRecommendations.status, 'running'),
          isNull(koxRecommendations.startedAt),
          lt(koxRecommendations.startedAt, staleBefore),
        ),
      ),
    )
    .returning({ id: koxRecommendations.id });
  if (claimed.length === 0) throw new AppError('KOX_RECOMMEND_RUNNING');

  beginRun(row.id);
  report(row.id, { stage: 'started' });
  const ranking = embeddingModel
    ? rankByMeaning(db, catalog, embeddingModel, query)
    : catalog.recommend(query).then((ranked) => ({ ...ranked, embeddings: null }));
  void ranking
    .then(async ({ items, candidates, embeddings }) => {
      report(row.id, { stage: 'ranked', candidates, results: items.length });
      await db.transaction(async (tx) => {
        await tx.delete(koxRecommendationResults).where(eq(koxRecommendationResults.sessionId, row.id));
        await insertJsonRows(
          tx,
          koxRecommendationResults,
          items.map((item, rank) => ({
            sessionId: row.id,
            rank,
            creatorId: item.creatorId,
            fit: item.fit,
            parts: item.parts,
            reasons: item.reasons,
          })),
        );
        await tx
          .update(koxRecommendations)
          .set({
            status: 'completed',
            resultsCount: items.length,
            candidates,
            embeddings,
            finishedAt: new Date(),
          })
          .where(eq(koxRecommendations.id, row.id));
      });
      report(row.id, { stage: 'completed' });
    })
    .catch(async (error: unknown) => {
      console.error(`KOX recommendation ${row.id} failed: ${errorSummary(error)}`);
      await db
        .update(koxRecommendations)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(eq(koxRecommendations.id, row.id))
        .catch(() => undefined);
      report(row.id, { stage: 'failed' });
    });
  return sessionDto(await sessionOf(db, team, app, row.id));
}
