import { http } from 'msw';
import type { ClientRow, PlacementRow, ProjectRow } from '@/screens/org/api/org-queries';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

const TEAM = { team_id: 't-1', name: 'Acme Studio' };
const STAMP = '2026-03-01T08:00:00.000Z';

export function clientRow(id: string, name: string, patch: Partial<ClientRow> = {}): ClientRow {
  return {
    client_id: id,
    name,
    description: '',
    project_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...patch,
  };
}

export function projectRow(id: string, name: string, client: ClientRow, patch: Partial<ProjectRow> = {}) {
  const row: ProjectRow = {
    project_id: id,
    name,
    description: '',
    client: { client_id: client.client_id, name: client.name },
    start_date: '2026-06-01',
    end_date: '2026-06-30',
    status: 'active',
    placement_count: 0,
    dashboard_count: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...patch,
  };
  return row;
}

export function placementRow(
  id: string,
  name: string,
  project: ProjectRow,
  patch: Partial<PlacementRow> = {},
) {
  const row: PlacementRow = {
    placement_id: id,
    project: { project_id: project.project_id, name: project.name },
    client: project.client,
    name,
    channel: 'social',
    media: 'Douyin',
    format: 'TopView',
    budget: '350000.00',
    currency: 'CNY',
    start_date: '2026-06-01',
    end_date: '2026-06-07',
    status: 'planned',
    notes: '',
    created_by: { user_uid: 'u-admin', name: 'Administrator' },
    created_at: STAMP,
    updated_at: STAMP,
    ...patch,
  };
  return row;
}

/** What the fake org API holds; tests read it back to see what was sent. */
export interface OrgDb {
  clients: ClientRow[];
  projects: ProjectRow[];
  placements: PlacementRow[];
  calls: { path: string; body: unknown }[];
}

export function orgDb(patch: Partial<OrgDb> = {}): OrgDb {
  return { clients: [], projects: [], placements: [], calls: [], ...patch };
}

const page = <T>(rows: T[]) => ({ list: rows, total: rows.length });
const withTeam = <T>(rows: T[]) => rows.map((r) => ({ ...r, team: TEAM }));

async function record(db: OrgDb, request: Request) {
  const body = (await request.json()) as Record<string, unknown>;
  db.calls.push({ path: new URL(request.url).pathname, body });
  return body;
}

/** The org endpoints over `db`: enough for the screens (no paging or sorting; keyword filters by name). */
export function orgHandlers(db: OrgDb) {
  const named = <T extends { name: string }>(rows: T[], url: string) => {
    const keyword = new URL(url).searchParams.get('keyword')?.toLowerCase();
    return keyword ? rows.filter((r) => r.name.toLowerCase().includes(keyword)) : rows;
  };
  return [
    http.get(
      '/api/client/list',
      withUser(({ request }) => ok(page(named(db.clients, request.url)))),
    ),
    http.post(
      '/api/client/add',
      withUser(async ({ request }) => {
        const body = (await record(db, request)) as { name: string; description: string };
        if (db.clients.some((c) => c.name.toLowerCase() === body.name.toLowerCase()))
          return fail('CONFLICT', `A client named "${body.name}" already exists in this team.`);
        const row = clientRow(`c-${db.clients.length + 1}`, body.name, { description: body.description });
        db.clients.push(row);
        return ok(row);
      }),
    ),
    http.get(
      '/api/client/delete_preview',
      withUser(({ request }) => {
        const ids = new URL(request.url).searchParams.getAll('client_ids');
        const projects = db.projects.filter((p) => ids.includes(p.client.client_id));
        return ok({
          clients: ids.length,
          projects: projects.length,
          placements: db.placements.filter((p) => ids.includes(p.client.client_id)).length,
          dashboards: projects.reduce((n, p) => n + p.dashboard_count, 0),
          restricted_members: 1,
          restricted_members_left_without_clients: 0,
        });
      }),
    ),
    http.post(
      '/api/client/delete',
      withUser(async ({ request }) => {
        const { client_ids } = (await record(db, request)) as { client_ids: string[] };
        db.clients = db.clients.filter((c) => !client_ids.includes(c.client_id));
        return ok({ deleted: client_ids.length });
      }),
    ),
    http.get(
      '/api/project/list',
      withUser(({ request }) => {
        const clientId = new URL(request.url).searchParams.get('client_id');
        const rows = named(db.projects, request.url).filter(
          (p) => !clientId || p.client.client_id === clientId,
        );
        return ok(page(rows));
      }),
    ),
    http.get(
      '/api/project/tree',
      withUser(() =>
        ok(
          db.clients.map((c) => ({
            client_id: c.client_id,
            name: c.name,
            projects: db.projects
              .filter((p) => p.client.client_id === c.client_id)
              .map((p) => ({ project_id: p.project_id, name: p.name, status: p.status })),
          })),
        ),
      ),
    ),
    http.post(
      '/api/project/add',
      withUser(async ({ request }) => {
        const body = (await record(db, request)) as { client_id: string; name: string };
        const client = db.clients.find((c) => c.client_id === body.client_id);
        if (!client) return fail('NOT_FOUND', 'Client not found.');
        const row = projectRow(`p-${db.projects.length + 1}`, body.name, client);
        db.projects.push(row);
        return ok(row);
      }),
    ),
    http.get(
      '/api/placement/list',
      withUser(({ request }) => {
        const rows = named(db.placements, request.url);
        const totals = new Map<string, number>();
        for (const p of rows)
          totals.set(p.currency, (totals.get(p.currency) ?? 0) + Math.round(Number(p.budget) * 100));
        const budget_totals = [...totals].map(([currency, cents]) => ({
          currency,
          amount: (cents / 100).toFixed(2),
        }));
        return ok({ ...page(rows), budget_totals });
      }),
    ),
    http.post(
      '/api/placement/update',
      withUser(async ({ request }) => {
        const body = (await record(db, request)) as { placement_id: string } & Partial<PlacementRow>;
        const index = db.placements.findIndex((p) => p.placement_id === body.placement_id);
        const current = db.placements[index];
        if (!current) return fail('NOT_FOUND', 'Placement not found.');
        const { placement_id: _id, ...changes } = body;
        const next = { ...current, ...changes } as PlacementRow;
        db.placements[index] = next;
        return ok(next);
      }),
    ),
    http.get(
      '/api/backstage/team/list',
      withUser(() =>
        ok(
          page([
            {
              ...TEAM,
              personal: false,
              owner: null,
              member_count: 3,
              client_count: 2,
              project_count: 2,
              dashboard_count: 0,
              created_at: STAMP,
            },
          ]),
        ),
      ),
    ),
    http.get(
      '/api/backstage/client/list',
      withUser(() => ok(page(withTeam(db.clients)))),
    ),
    http.get(
      '/api/backstage/project/list',
      withUser(() => ok(page(withTeam(db.projects)))),
    ),
    http.get(
      '/api/backstage/placement/list',
      withUser(() => ok(page(withTeam(db.placements)))),
    ),
  ];
}
