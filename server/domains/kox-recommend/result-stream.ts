import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { readers } from '../../../src/lib/api/endpoints/common.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { KOX_RECOMMEND_APPS } from '../../../src/lib/kox-recommend-values.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { checkAccess, requireTeam } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { parseInput, readQuery } from '../../lib/request-input.ts';
import { isRunningHere, listen, type RunProgress } from './run-progress.ts';
import { sessionDetail, sessionOf } from './sessions.ts';

/** GET /api/kox/recommend/{app_name}/result: who may call it is the detail's (team viewers). */
export const RESULT_PATH = '/api/kox/recommend/:app_name/result';
/** What the result stream is asked with: the path's app and the session (the OpenAPI document shows it too). */
export const resultInput = z.object({
  app_name: z.enum(KOX_RECOMMEND_APPS),
  session_id: z.string().min(1).max(64),
});
/** The result event carries the first page; the rest is read from the detail, page by page. */
const FIRST_PAGE = { page: 1, page_size: 50 };
/** How often a stream on a node that does not run the session looks at its state. */
const POLL_MS = 300;
/** The longest a stream waits for a run before it ends (the client reopens it). */
const WAIT_MS = 5 * 60_000;

/**
 * The run's result as server-sent events (spec: "SSE result"): `status` (the state when asked), a `progress`
 * per step while it runs, then `result` (the detail with the first 50 ranked creators and their reasons) or `failed` (10243). Refusals
 * and a session of another team come before the stream, as the usual JSON envelope.
 */
export async function streamResult(c: Context<AppEnv>, catalog: CreatorCatalog) {
  checkAccess(c, readers);
  const input = parseInput(resultInput, { ...(readQuery(c) as object), ...c.req.param() });
  const team = requireTeam(c);
  const db = c.var.deps.db;
  const first = await sessionOf(db, team, input.app_name, input.session_id);

  return streamSSE(c, async (stream) => {
    const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
    await send('status', { status: first.status });
    const progress: RunProgress[] = [];
    let wake: (() => void) | undefined;
    const stop = isRunningHere(first.id)
      ? listen(first.id, (p) => {
          progress.push(p);
          wake?.();
        })
      : undefined;
    const deadline = Date.now() + WAIT_MS;
    let status = first.status;
    try {
      while (status === 'running' && Date.now() < deadline && !stream.aborted) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, POLL_MS);
        });
        for (const p of progress.splice(0)) await send('progress', p);
        status = (await sessionOf(db, team, input.app_name, first.id)).status;
      }
      for (const p of progress.splice(0)) await send('progress', p);
    } finally {
      stop?.();
    }
    if (status === 'completed') {
      const detail = await sessionDetail(db, catalog, team, input.app_name, first.id, FIRST_PAGE);
      await stream.writeSSE({ event: 'result', data: new TextDecoder().decode(detail.json) });
    } else if (status === 'failed') {
      await send('failed', { code: ErrorCode.KOX_RECOMMEND_FAILED });
    }
  });
}
