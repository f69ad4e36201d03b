import { http, HttpResponse } from 'msw';
import type { KoxRecommendApp } from '@/lib/kox-recommend-values';
import type {
  RecommendedCreator,
  SessionDetail,
  SimilarCreator,
} from '@/screens/kox/recommend/recommend-queries';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';
import { creator } from './kox.ts';

const STAMP = '2026-03-01T08:00:00.000Z';

/**
 * A fake recommendation API. A run's stream sends `status`, `started` and `ranked`, then waits for `release()`
 * before it completes the session with `ranked` and sends the result, so a test sees the progress on the way.
 */
export interface RecommendDb {
  sessions: SessionDetail[];
  /** What a run ranks (every run the same). */
  ranked: RecommendedCreator[];
  similar: SimilarCreator[];
  /** Creator ids the team database holds. */
  team: Set<string>;
  calls: { path: string; body: unknown }[];
  release(): void;
}

export function recommendDb(patch: Partial<Omit<RecommendDb, 'release'>> = {}): RecommendDb {
  return {
    sessions: [],
    ranked: [],
    similar: [],
    team: new Set(),
    calls: [],
    release: () => undefined,
    ...patch,
  };
}

export function recommended(
  id: string,
  nickname: string,
  fit: number,
  patch: Partial<RecommendedCreator> = {},
): RecommendedCreator {
  return {
    creator: creator(id, nickname),
    fit,
    parts: { content: fit, audience: null, performance: 50 },
    reasons: [
      { kind: 'content', phrase: 'trail running', cadence: 'weekly' },
      { kind: 'engagement', top_pct: 10, tier: '200k-500k' },
    ],
    saved: false,
    ...patch,
  };
}

export function session(
  id: string,
  name: string,
  patch: Partial<SessionDetail> = {},
  app: KoxRecommendApp = 'smart_recommend',
): SessionDetail {
  return {
    session_id: id,
    app_name: app,
    name,
    status: 'pending',
    count: 50,
    candidates: null,
    results_count: 0,
    embeddings: null,
    created_by: { user_uid: 'u-admin', name: 'Administrator' },
    created_at: STAMP,
    started_at: null,
    finished_at: null,
    sample: true,
    request: { brief_text: name, count: 50 },
    results: [],
    ...patch,
  };
}

const summary = ({ request: _r, results: _s, ...s }: SessionDetail) => s;

export function koxRecommendHandlers(db: RecommendDb) {
  const find = (app: string, id: string | null) =>
    db.sessions.find((s) => s.app_name === app && s.session_id === id);
  const body = async (request: Request) => {
    const parsed = (await request.json()) as Record<string, unknown>;
    db.calls.push({ path: new URL(request.url).pathname, body: parsed });
    return parsed;
  };
  const base = '/api/kox/recommend/:app';
  return [
    http.get(
      `${base}/list`,
      withUser(({ params }) => {
        const list = db.sessions.filter((s) => s.app_name === params.app).map(summary);
        return ok({ list, total: list.length });
      }),
    ),
    http.post(
      `${base}/create`,
      withUser(async ({ request, params }) => {
        const { app_name: _a, ...asked } = await body(request);
        const created = session(`s-${db.sessions.length + 1}`, String(asked.name ?? asked.brief_text ?? ''), {
          request: asked as SessionDetail['request'],
        });
        created.app_name = params.app as KoxRecommendApp;
        db.sessions.unshift(created);
        return ok(summary(created));
      }),
    ),
    http.post(
      `${base}/run_async`,
      withUser(async ({ request, params }) => {
        const asked = await body(request);
        const found = find(String(params.app), String(asked.session_id));
        if (!found) return fail('NOT_FOUND', 'Recommendation not found.');
        Object.assign(found, { status: 'running', started_at: STAMP, finished_at: null });
        return ok(summary(found));
      }),
    ),
    http.get(
      `${base}/detail`,
      withUser(({ request, params }) => {
        const q = new URL(request.url).searchParams;
        const found = find(String(params.app), q.get('session_id'));
        if (!found) return fail('NOT_FOUND', 'Recommendation not found.');
        const size = Number(q.get('page_size') ?? 50);
        const start = (Number(q.get('page') ?? 1) - 1) * size;
        const results = found.results.slice(start, start + size).map((r) => {
          const saved = db.team.has(r.creator.creator_id);
          return { ...r, creator: { ...r.creator, saved }, saved };
        });
        return ok({ ...found, results });
      }),
    ),
    http.get(
      `${base}/result`,
      withUser(({ request, params }) => {
        const found = find(String(params.app), new URL(request.url).searchParams.get('session_id'));
        if (!found) return fail('NOT_FOUND', 'Recommendation not found.');
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            const send = (event: string, data: unknown) =>
              controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
            send('status', { status: found.status });
            send('progress', { stage: 'started' });
            send('progress', { stage: 'ranked', candidates: 12_345, results: db.ranked.length });
            db.release = () => {
              Object.assign(found, {
                status: 'completed',
                candidates: 12_345,
                results_count: db.ranked.length,
                results: db.ranked,
                finished_at: STAMP,
              });
              send('progress', { stage: 'completed' });
              send('result', { ...found, results: db.ranked.slice(0, 50) });
              controller.close();
            };
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    ),
    http.post(
      `${base}/team_add`,
      withUser(async ({ request, params }) => {
        const asked = await body(request);
        const found = find(String(params.app), String(asked.session_id));
        if (!found) return fail('NOT_FOUND', 'Recommendation not found.');
        const ids =
          (asked.creator_ids as string[] | undefined) ?? found.results.map((r) => r.creator.creator_id);
        const already = ids.filter((id) => db.team.has(id)).length;
        ids.forEach((id) => db.team.add(id));
        return ok({ added: ids.length - already, already });
      }),
    ),
    http.get(
      '/api/client/list',
      withUser(() =>
        ok({
          list: [
            {
              client_id: 'c-1',
              name: 'Acme',
              description: '',
              project_count: 0,
              created_at: STAMP,
              updated_at: STAMP,
            },
          ],
          total: 1,
        }),
      ),
    ),
    http.get(
      '/api/kox/recommend/similar',
      withUser(() => ok({ list: db.similar })),
    ),
  ];
}
