import { recommendCreateInput, recommendReasonSchema } from '../../src/lib/api/endpoints.ts';
import { rankedByWords } from '../../src/lib/kox-recommend-values.ts';
import {
  RECOMMEND_KOX_APP,
  RECOMMEND_KOX_ROWS,
  recommendKoxTool,
} from '../../src/tools/recommend-kox/contract.ts';
import { runEnded } from '../domains/kox-recommend/run-ended.ts';
import { runSession } from '../domains/kox-recommend/run-session.ts';
import { createSession, sessionDetailData } from '../domains/kox-recommend/sessions.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { AppError } from '../lib/errors.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * A recommendation session made and run as the smart recommendation screen makes them (create, run_async, the
 * engine in the index worker), waited for (it answers in seconds), and its top rows with fit and reasons. The
 * session is kept: the card opens it on the recommendation screen.
 */
export const recommendKoxExecutor = defineServerTool({
  contract: recommendKoxTool,
  async execute(input, ctx) {
    const team = ctx.user.team;
    if (!team) throw new AppError('NO_TEAM');
    const { brief, count, audience_gender, audience_age, ...filters } = input;
    const { app_name, ...request } = recommendCreateInput.parse({
      app_name: RECOMMEND_KOX_APP,
      brief_text: brief,
      filters,
      target: { gender: audience_gender, age: audience_age },
      count,
    });
    const db = ctx.deps.db;
    const catalog = sampleCreatorCatalog();
    const session = await createSession(db, catalog, ctx.user, team, app_name, request);
    await runSession(
      db,
      catalog,
      team,
      app_name,
      session.session_id,
      ctx.deps.models.embeddingModel?.() ?? null,
    );
    const status = await runEnded(db, team, app_name, session.session_id, ctx.abortSignal);
    if (status !== 'completed') throw new AppError('KOX_RECOMMEND_FAILED');
    const detail = await sessionDetailData(db, catalog, team, app_name, session.session_id, {
      page: 1,
      page_size: RECOMMEND_KOX_ROWS,
    });
    return {
      session_id: detail.session_id,
      app_name: RECOMMEND_KOX_APP,
      name: detail.name,
      results_count: detail.results_count,
      words_matched: rankedByWords(detail.results),
      list: detail.results.map((r) => ({
        creator_id: r.creator.creator_id,
        nickname: r.creator.nickname,
        platform: r.creator.platform,
        followers: r.creator.followers,
        fit: r.fit,
        reasons: recommendReasonSchema.array().parse(r.reasons),
        sample: r.creator.sample,
      })),
    };
  },
});
