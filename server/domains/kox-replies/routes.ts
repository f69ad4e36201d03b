import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import {
  creatorThread,
  labelBoard,
  listJudgments,
  overrideLabel,
  pollStatus,
  simulateReply,
} from './replies-service.ts';

/** Replies, label judgments and overrides, the board, the sandbox's simulated reply (docs/kox.md "Reading replies"). */
export function koxRepliesRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxReplies.thread'], (input, c) =>
    creatorThread(c.var.deps.db, requireTeam(c), input),
  );
  implement(router, endpoints['koxReplies.judgments'], (input, c) =>
    listJudgments(c.var.deps.db, requireTeam(c), input),
  );
  implement(router, endpoints['koxReplies.override'], (input, c) =>
    overrideLabel(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxReplies.board'], (input, c) =>
    labelBoard(c.var.deps.db, requireTeam(c), input.project_id),
  );
  implement(router, endpoints['koxReplies.simulateReply'], (input, c) =>
    simulateReply(c.var.deps.db, requireUser(c), requireTeam(c), input),
  );
  implement(router, endpoints['koxReplies.pollStatus'], (_input, c) =>
    pollStatus(c.var.deps.db, requireUser(c)),
  );
  return router;
}
