import { http } from 'msw';
import type { CreatorDetail, CreatorListRow, CreatorRow, SavedSearch } from '@/screens/kox/api/kox-queries';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

const STAMP = '2026-03-01T08:00:00.000Z';

export function creator(id: string, nickname: string, patch: Partial<CreatorRow> = {}): CreatorRow {
  return {
    creator_id: id,
    sample: true,
    platform: 'youtube',
    handle: nickname.toLowerCase().replace(/\s+/g, ''),
    nickname,
    headline: `${nickname} runs trails`,
    topics: ['running'],
    description: '',
    email: null,
    profile_url: `https://youtube.com/@${id}`,
    country: 'US',
    language: 'en',
    followers: 250_000,
    posts_per_month: 8,
    avg_views: 40_000,
    avg_engagement: 5_000,
    engagement_rate: 2,
    price_per_post_usd: 800,
    price_per_video_usd: 1_500,
    last_active_at: STAMP,
    audience: {
      female_pct: 62,
      male_pct: 38,
      ages: { '13-17': 5, '18-24': 40, '25-34': 30, '35-44': 15, '45+': 10 },
      countries: [
        { country: 'US', pct: 70 },
        { country: 'CA', pct: 30 },
      ],
    },
    hashtags: ['#trail'],
    saved: false,
    ...patch,
  };
}

type TeamEntry = NonNullable<CreatorDetail['team']>;

export function teamEntry(patch: Partial<TeamEntry> = {}): TeamEntry {
  return {
    client: null,
    notes: '',
    tags: [],
    price_per_post_usd: null,
    price_per_video_usd: null,
    added_by: { user_uid: 'u-admin', name: 'Administrator' },
    added_at: STAMP,
    updated_at: STAMP,
    ...patch,
  };
}

/** What the fake KOX API holds; tests read `calls` (and list queries) back to see what was sent. */
export interface KoxDb {
  /** Public rows, or team-only ones (imported, collected) that only the team list and the detail show. */
  creators: CreatorListRow[];
  team: Map<string, TeamEntry>;
  searches: SavedSearch[];
  posts: CreatorDetail['recent_posts'];
  calls: { path: string; body: unknown }[];
  /** The query string of every list call, in order. */
  listQueries: URLSearchParams[];
}

export function koxDb(patch: Partial<KoxDb> = {}): KoxDb {
  return { creators: [], team: new Map(), searches: [], posts: [], calls: [], listQueries: [], ...patch };
}

async function record(db: KoxDb, request: Request) {
  const body = (await request.json()) as Record<string, unknown>;
  db.calls.push({ path: new URL(request.url).pathname, body });
  return body;
}

/**
 * The KOX endpoints over `db`: lists filter by platform only (enough to see a filter reach the server), and a
 * `followers_min` above `followers_max` is refused with 10231 like the real server.
 */
export function koxHandlers(db: KoxDb) {
  const listed = (url: string, rows: CreatorListRow[], withTeam = false) => {
    const params = new URL(url).searchParams;
    db.listQueries.push(params);
    const min = params.get('followers_min');
    const max = params.get('followers_max');
    if (min && max && Number(min) > Number(max))
      return fail('KOX_RANGE_INVERTED', 'Minimum cannot exceed maximum', {
        issues: [{ path: 'followers_min', message: 'Minimum cannot exceed maximum' }],
      });
    const platforms = params.getAll('platform');
    const found = rows
      .filter((c) => platforms.length === 0 || platforms.includes(c.platform))
      .map((c) => ({
        ...c,
        saved: db.team.has(c.creator_id),
        ...(withTeam ? { origin: 'origin' in c ? c.origin : 'sample', team: db.team.get(c.creator_id) } : {}),
      }));
    return ok({ list: found, total: found.length });
  };
  return [
    http.get(
      '/api/kox/public/list',
      withUser(({ request }) =>
        listed(
          request.url,
          db.creators.filter((c) => !('origin' in c) || c.origin === 'sample'),
        ),
      ),
    ),
    http.get(
      '/api/kox/team/list',
      withUser(({ request }) => {
        const saved = db.creators.filter((c) => db.team.has(c.creator_id));
        return listed(request.url, saved, true);
      }),
    ),
    http.get(
      '/api/kox/detail',
      withUser(({ request }) => {
        const id = new URL(request.url).searchParams.get('creator_id');
        const found = db.creators.find((c) => c.creator_id === id);
        if (!found) return fail('NOT_FOUND', 'Creator not found.');
        return ok({
          origin: 'sample',
          ...found,
          saved: db.team.has(found.creator_id),
          recent_posts: db.posts,
          team: db.team.get(found.creator_id) ?? null,
        });
      }),
    ),
    http.post(
      '/api/kox/team/add',
      withUser(async ({ request }) => {
        const { creator_ids } = (await record(db, request)) as { creator_ids: string[] };
        const fresh = creator_ids.filter((id) => !db.team.has(id));
        for (const id of fresh) db.team.set(id, teamEntry());
        return ok({ added: fresh.length, already: creator_ids.length - fresh.length });
      }),
    ),
    http.post(
      '/api/kox/team/update',
      withUser(async ({ request }) => {
        const body = (await record(db, request)) as { creator_id: string } & Partial<{
          notes: string;
          tags: string[];
          price_per_post_usd: number | null;
          price_per_video_usd: number | null;
        }>;
        const entry = db.team.get(body.creator_id);
        const found = db.creators.find((c) => c.creator_id === body.creator_id);
        if (!entry || !found) return fail('NOT_FOUND', 'Not in the team database.');
        const money = (v: number | null | undefined, old: string | null) =>
          v === undefined ? old : v === null ? null : v.toFixed(2);
        const next: TeamEntry = {
          ...entry,
          notes: body.notes ?? entry.notes,
          tags: body.tags ?? entry.tags,
          price_per_post_usd: money(body.price_per_post_usd, entry.price_per_post_usd),
          price_per_video_usd: money(body.price_per_video_usd, entry.price_per_video_usd),
        };
        db.team.set(body.creator_id, next);
        return ok({ origin: 'sample', ...found, saved: true, team: next });
      }),
    ),
    http.post(
      '/api/kox/team/remove',
      withUser(async ({ request }) => {
        const { creator_ids } = (await record(db, request)) as { creator_ids: string[] };
        const removed = creator_ids.filter((id) => db.team.delete(id)).length;
        return ok({ removed });
      }),
    ),
    http.get(
      '/api/kox/search/list',
      withUser(({ request }) => {
        const scope = new URL(request.url).searchParams.get('scope');
        return ok(db.searches.filter((s) => !scope || s.scope === scope));
      }),
    ),
    http.post(
      '/api/kox/search/add',
      withUser(async ({ request }) => {
        const body = (await record(db, request)) as Pick<SavedSearch, 'name' | 'scope' | 'filters'>;
        if (db.searches.some((s) => s.name === body.name))
          return fail('CONFLICT', 'A saved search with this name exists.');
        const saved: SavedSearch = { ...body, search_id: `s-${db.searches.length + 1}`, created_at: STAMP };
        db.searches.unshift(saved);
        return ok(saved);
      }),
    ),
    http.post(
      '/api/kox/search/delete',
      withUser(async ({ request }) => {
        const { search_id } = (await record(db, request)) as { search_id: string };
        db.searches = db.searches.filter((s) => s.search_id !== search_id);
        return ok({ deleted: 1 });
      }),
    ),
  ];
}
