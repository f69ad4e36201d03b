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
import { namedCreatorIds } from './session-creators.ts';
import { defineServerTool, type ToolContext } from './tool-executor.ts';
import { toolError, toolText } from './tool-messages.ts';

/** The creator a "creators like …" request names, found as open_kox finds one. */
async function similarCreator(said: string, ctx: ToolContext) {
  const catalog = sampleCreatorCatalog();
  const [id] = (await namedCreatorIds(ctx.deps.db, catalog, ctx.sessionId, [said])).ids;
  const creator = id ? catalog.creator(id) : null;
  if (!creator) throw toolError('NOT_FOUND', 'creatorNotFound', ctx.locale, { name: said });
  return { creator_id: creator.id, nickname: creator.nickname, sample: creator.sample };
}

/**
 * A recommendation session made and run as the smart recommendation screen makes them (create, run_async, the
 * engine in the index worker), waited for (it answers in seconds), and its top rows with fit and reasons. The
 * session is kept: the card opens it on the recommendation screen. With `similar_to` the session ranks creators
 * like that one, as the screen's "similar creators" does, and is named after them when no brief is said.
 */
export const recommendKoxExecutor = defineServerTool({
  contract: recommendKoxTool,
  async execute(input, ctx) {
    const team = ctx.user.team;
    if (!team) throw new AppError('NO_TEAM');
    const { brief, similar_to, count, audience_gender, audience_age, ...filters } = input;
    if (!brief && !similar_to) throw toolError('VALIDATION', 'recommendNeedsBrief', ctx.locale);
    const like = similar_to ? await similarCreator(similar_to, ctx) : undefined;
    const { app_name, ...request } = recommendCreateInput.parse({
      app_name: RECOMMEND_KOX_APP,
      ...(like &&
        !brief && { name: toolText('creatorsLike', ctx.locale, { name: like.nickname }).slice(0, 80) }),
      similar_to: like?.creator_id,
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
      ...(like && { similar_to: like }),
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
