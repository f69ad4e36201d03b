import { http, HttpResponse } from 'msw';
import { ErrorCode, type ApiIssue } from '@/lib/api/error-codes';
import type { ContentDetail } from '@/screens/kox/content/content-queries';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/** A fake import and content API: each import answers the next outcome queued; content by id. */
export interface KoxImportDb {
  /** Next answers of kox.importCreators / kox.importContent: issues (refused) or the count imported. */
  outcomes: (ApiIssue[] | number)[];
  requests: Record<string, unknown>[];
  contents: ContentDetail[];
  /** The content detail fails with 10500 this many times before answering. */
  failures: number;
}

export const koxImportDb = (patch: Partial<KoxImportDb> = {}): KoxImportDb => ({
  outcomes: [],
  requests: [],
  contents: [],
  failures: 0,
  ...patch,
});

const STAMP = '2026-03-01T08:00:00.000Z';

export function content(id: string, patch: Partial<ContentDetail> = {}): ContentDetail {
  return {
    content_id: id,
    link: `https://www.youtube.com/watch?v=${id}`,
    platform: 'youtube',
    title: `Post ${id}`,
    creator: { creator_id: 'k-1', nickname: 'Trail Tom', handle: 'trailtom', sample: true },
    views: 160_000,
    price_usd: 800,
    cooperation_type: 'product_placement',
    deal: true,
    cpm_usd: 5,
    cpv_usd: 0.005,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    snapshots: [
      { taken_at: '2026-03-01T08:00:00.000Z', views: 40_000 },
      { taken_at: '2026-03-08T08:00:00.000Z', views: 160_000 },
    ],
    ...patch,
  };
}

export function koxImportHandlers(db: KoxImportDb) {
  const importer = withUser(async ({ request }) => {
    db.requests.push((await request.json()) as Record<string, unknown>);
    const next = db.outcomes.shift() ?? 0;
    if (typeof next === 'number') return ok({ imported: next, linked: 0, created: next });
    return HttpResponse.json(
      {
        code: ErrorCode.KOX_IMPORT_REJECTED,
        data: null,
        message: 'Some entries cannot be imported.',
        issues: next,
      },
      { status: 400 },
    );
  });
  return [
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
            {
              client_id: 'c-2',
              name: 'Bolt',
              description: '',
              project_count: 0,
              created_at: STAMP,
              updated_at: STAMP,
            },
          ],
          total: 2,
        }),
      ),
    ),
    http.post('/api/kox/import/creators', importer),
    http.post('/api/kox/import/content', importer),
    http.get(
      '/api/kox/content/detail',
      withUser(({ request }) => {
        if (db.failures > 0) {
          db.failures--;
          return fail('INTERNAL', 'Internal server error.');
        }
        const id = new URL(request.url).searchParams.get('content_id');
        const found = db.contents.find((c) => c.content_id === id);
        return found ? ok(found) : fail('NOT_FOUND', 'Content not found.');
      }),
    ),
    http.post(
      '/api/kox/content/update',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { content_id: string } & Partial<ContentDetail>;
        db.requests.push(body);
        const found = db.contents.find((c) => c.content_id === body.content_id);
        if (!found) return fail('NOT_FOUND', 'Content not found.');
        const { content_id: _, ...changes } = body;
        Object.assign(found, changes);
        const { snapshots: __, ...record } = found;
        return ok(record);
      }),
    ),
    http.post(
      '/api/kox/content/delete',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { content_ids: string[] };
        db.requests.push(body);
        const before = db.contents.length;
        db.contents = db.contents.filter((c) => !body.content_ids.includes(c.content_id));
        return ok({ deleted: before - db.contents.length });
      }),
    ),
    http.get(
      '/api/kox/content/list',
      withUser(() => ok({ list: db.contents.map(({ snapshots: _, ...c }) => c), total: db.contents.length })),
    ),
  ];
}
