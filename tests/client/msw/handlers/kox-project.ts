import { http } from 'msw';
import type { KoxProject, ProjectCreatorRow } from '@/screens/kox/project/project-queries';
import { KOX_BRIEF_FIELDS } from '@/lib/kox-recommend-values';
import { ok } from '../envelope.ts';
import { withUser } from './auth.ts';

/** A fake KOX project API: the projects, each one's creator ids, and the bodies of the calls that change them. */
export interface ProjectDb {
  projects: KoxProject[];
  creators: Map<string, ProjectCreatorRow[]>;
  calls: { path: string; body: Record<string, unknown> }[];
}

const emptyBrief = () => Object.fromEntries(KOX_BRIEF_FIELDS.map((f) => [f, ''])) as KoxProject['brief'];

export function project(patch: Partial<KoxProject> = {}): KoxProject {
  return {
    project_id: 'p-1',
    name: 'Spring launch',
    start_at: '2026-03-02T09:00:00.000Z',
    batch_outreach: false,
    template_id: null,
    client: null,
    brief: emptyBrief(),
    creator_count: 0,
    created_by: { user_uid: 'u-1', name: 'Ada' },
    created_at: '2026-02-01T09:00:00.000Z',
    updated_at: '2026-02-01T09:00:00.000Z',
    ...patch,
  };
}

export const projectDb = (projects: KoxProject[] = []): ProjectDb => ({
  projects,
  creators: new Map(),
  calls: [],
});

const noFigures = { contents: 0, deals: 0, spend_usd: 0, views: 0, cpm_usd: null, cpv_usd: null };

export function koxProjectHandlers(db: ProjectDb) {
  const find = (id: unknown) => db.projects.find((p) => p.project_id === id)!;
  const body = async (path: string, request: Request) => {
    const data = (await request.json()) as Record<string, unknown>;
    db.calls.push({ path, body: data });
    return data;
  };
  return [
    http.get(
      '/api/kox/project/list',
      withUser(({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword')?.toLowerCase() ?? '';
        const list = db.projects.filter((p) => p.name.toLowerCase().includes(keyword));
        return ok({ list, total: list.length });
      }),
    ),
    http.post(
      '/api/kox/project/create',
      withUser(async ({ request }) => {
        const input = await body('create', request);
        const made = project({
          project_id: `p-${db.projects.length + 1}`,
          name: String(input.name),
          start_at: String(input.start_at),
        });
        db.projects.unshift(made);
        return ok(made);
      }),
    ),
    http.get(
      '/api/kox/project/detail',
      withUser(({ request }) => {
        const p = find(new URL(request.url).searchParams.get('project_id'));
        const list = db.creators.get(p.project_id) ?? [];
        return ok({ project: { ...p, creator_count: list.length }, creators: { list, total: list.length } });
      }),
    ),
    http.get('/api/kox/project/performance', () =>
      ok({ totals: noFigures, by_cooperation: [], by_platform: [], weekly: [] }),
    ),
    http.post(
      '/api/kox/project/update',
      withUser(async ({ request }) => {
        const input = await body('update', request);
        const p = find(input.project_id);
        Object.assign(p, {
          name: input.name,
          start_at: input.start_at,
          batch_outreach: input.batch_outreach,
          template_id: input.template_id,
          updated_at: new Date().toISOString(),
        });
        return ok(p);
      }),
    ),
    http.post(
      '/api/kox/project/brief/update',
      withUser(async ({ request }) => {
        const input = await body('brief', request);
        const p = find(input.project_id);
        Object.assign(p.brief, input.brief);
        p.updated_at = new Date().toISOString();
        return ok(p);
      }),
    ),
    http.post(
      '/api/kox/project/creators/add',
      withUser(async ({ request }) => {
        const input = (await body('add', request)) as { project_id: string; creator_ids: string[] };
        const have = db.creators.get(input.project_id) ?? [];
        const fresh = input.creator_ids.filter((id) => !have.some((c) => c.creator_id === id));
        db.creators.set(input.project_id, [
          ...have,
          ...fresh.map((creator_id) => ({
            creator_id,
            source: 'list' as const,
            label_id: null,
            added_at: '2026-02-02T09:00:00.000Z',
            creator: null,
          })),
        ]);
        return ok({ added: fresh.length, already: input.creator_ids.length - fresh.length });
      }),
    ),
  ];
}

/**
 * koxRecommend.detail as "add all ranked" reads it: `count` ranked creators `sample-000000`…, a page at a time;
 * only the fields read are filled.
 */
export function rankedDetailHandler(count: number, pagesAsked: number[]) {
  return http.get(
    '/api/kox/recommend/:app_name/detail',
    withUser(({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      pagesAsked.push(page);
      const ids = Array.from({ length: count }, (_, i) => `sample-${String(i).padStart(6, '0')}`);
      const results = ids
        .slice((page - 1) * size, page * size)
        .map((creator_id) => ({ creator: { creator_id } }));
      return ok({ results, results_count: count });
    }),
  );
}
