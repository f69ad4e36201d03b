import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { RESULT_PATH, streamResult } from './result-stream.ts';
import { runSession } from './run-session.ts';
import { createSession, listSessions, sessionDetail } from './sessions.ts';
import { similarCreators } from './similar-creators.ts';
import { addSessionToTeam } from './team-add.ts';

/** Smart recommendation: sessions per team and app, run in the index worker, result streamed (docs/kox.md). */
export function koxRecommendRoutes(catalog: CreatorCatalog): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxRecommend.list'], (input, c) =>
    listSessions(c.var.deps.db, requireTeam(c), input.app_name, input),
  );
  implement(router, endpoints['koxRecommend.create'], ({ app_name, ...request }, c) =>
    createSession(c.var.deps.db, catalog, requireUser(c), requireTeam(c), app_name, request),
  );
  implement(router, endpoints['koxRecommend.runAsync'], (input, c) =>
    runSession(
      c.var.deps.db,
      catalog,
      requireTeam(c),
      input.app_name,
      input.session_id,
      c.var.deps.models.embeddingModel?.() ?? null,
    ),
  );
  implement(router, endpoints['koxRecommend.detail'], (input, c) =>
    sessionDetail(c.var.deps.db, catalog, requireTeam(c), input.app_name, input.session_id, input),
  );
  implement(router, endpoints['koxRecommend.teamAdd'], ({ app_name, ...input }, c) =>
    addSessionToTeam(c.var.deps.db, catalog, requireUser(c), requireTeam(c), app_name, input),
  );
  implement(router, endpoints['koxRecommend.similar'], (input, c) =>
    similarCreators(c.var.deps.db, catalog, requireTeam(c), input),
  );
  router.get(RESULT_PATH, (c) => streamResult(c, catalog));
  return router;
}
