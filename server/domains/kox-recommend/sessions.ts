import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { EndpointOutput } from '../../../src/lib/api/define-endpoint.ts';
import type { koxRecommendEndpoints } from '../../../src/lib/api/endpoints/kox-recommend.ts';
import type { KoxRecommendApp } from '../../../src/lib/kox-recommend-values.ts';
import type { Db } from '../../db/client.ts';
import { koxRecommendationResults, koxRecommendations, users } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { WrittenData } from '../../lib/written-data.ts';
import type { CreatorSlot } from '../../kox/answer/creator-answer.ts';
import { visibleCreatorIds } from '../kox/team-queries.ts';
import { briefTextOf, checkRequest, type RecommendRequest } from './recommend-request.ts';

const NAME_MAX = 80;

type SessionDetail = EndpointOutput<(typeof koxRecommendEndpoints)['koxRecommend.detail']>;

const sessionColumns = {
  id: koxRecommendations.id,
  appName: koxRecommendations.appName,
  name: koxRecommendations.name,
  status: koxRecommendations.status,
  request: koxRecommendations.request,
  resultsCount: koxRecommendations.resultsCount,
  candidates: koxRecommendations.candidates,
  embeddings: koxRecommendations.embeddings,
  createdBy: koxRecommendations.createdBy,
  createdByName: users.name,
  createdAt: koxRecommendations.createdAt,
  startedAt: koxRecommendations.startedAt,
  finishedAt: koxRecommendations.finishedAt,
};
export type SessionRow = Awaited<ReturnType<typeof findSessions>>[number];

function findSessions(db: Db, team: TeamContext, app: KoxRecommendApp, id?: string) {
  return db
    .select(sessionColumns)
    .from(koxRecommendations)
    .leftJoin(users, eq(users.id, koxRecommendations.createdBy))
    .where(
      and(
        eq(koxRecommendations.teamId, team.id),
        eq(koxRecommendations.appName, app),
        id ? eq(koxRecommendations.id, id) : undefined,
      ),
    );
}

/** The team's session of this app, or 10205 (another team's and another app's alike). */
export async function sessionOf(db: Db, team: TeamContext, app: KoxRecommendApp, id: string) {
  const [row] = await findSessions(db, team, app, id);
  if (!row) throw new AppError('NOT_FOUND', 'Recommendation not found.');
  return row;
}

export function sessionDto(row: SessionRow) {
  const request = row.request as RecommendRequest;
  return {
    session_id: row.id,
    app_name: row.appName as KoxRecommendApp,
    name: row.name,
    status: row.status,
    count: request.count,
    candidates: row.candidates,
    results_count: row.resultsCount,
    embeddings: row.embeddings ?? null,
    created_by:
      row.createdBy && row.createdByName ? { user_uid: row.createdBy, name: row.createdByName } : null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    sample: true,
  };
}

export async function listSessions(
  db: Db,
  team: TeamContext,
  app: KoxRecommendApp,
  paging: { page: number; page_size: number },
) {
  const where = and(eq(koxRecommendations.teamId, team.id), eq(koxRecommendations.appName, app));
  const [rows, [total]] = await Promise.all([
    findSessions(db, team, app)
      .orderBy(desc(koxRecommendations.createdAt), desc(koxRecommendations.id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size),
    db.select({ n: count() }).from(koxRecommendations).where(where),
  ]);
  return { list: rows.map(sessionDto), total: total?.n ?? 0 };
}

/** A session as asked: checked now (filters, creator), ranked when run. Its name: as given, or the brief's start. */
export async function createSession(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  app: KoxRecommendApp,
  request: RecommendRequest,
) {
  checkRequest(catalog, request);
  const name = (request.name || briefTextOf(request).replace(/\s+/g, ' ')).trim().slice(0, NAME_MAX);
  const [created] = await db
    .insert(koxRecommendations)
    .values({ teamId: team.id, appName: app, createdBy: user.id, name, request })
    .returning({ id: koxRecommendations.id });
  return sessionDto(await sessionOf(db, team, app, created!.id));
}

/**
 * The session with a page of its creators re-read from the catalog (the same ids, fit and reasons as when it
 * ran). The creators are made, checked and written by the catalog's answer thread: a page of 100 held the event
 * loop 8–10 ms and made most of a recommendation's scavenges there (docs/performance.md).
 */
export async function sessionDetail(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  app: KoxRecommendApp,
  id: string,
  paging: { page: number; page_size: number },
): Promise<WrittenData> {
  const row = await sessionOf(db, team, app, id);
  const stored = await db
    .select()
    .from(koxRecommendationResults)
    .where(eq(koxRecommendationResults.sessionId, row.id))
    .orderBy(asc(koxRecommendationResults.rank))
    .limit(paging.page_size)
    .offset((paging.page - 1) * paging.page_size);
  const saved = await visibleCreatorIds(
    db,
    team,
    stored.map((r) => r.creatorId),
  );
  const results = [];
  const slots: CreatorSlot[] = [];
  for (const r of stored) {
    const position = catalog.positionOf(r.creatorId);
    if (position === null) continue;
    const isSaved = saved.has(r.creatorId);
    slots.push({ path: ['results', results.length, 'creator'], position, saved: isSaved });
    results.push({ creator: null, fit: r.fit, parts: r.parts, reasons: r.reasons, saved: isSaved });
  }
  const endpoint = 'koxRecommend.detail';
  const data = { ...sessionDto(row), request: row.request, results };
  return new WrittenData(endpoint, await catalog.writeAnswer({ endpoint, data, slots }));
}

/** The same detail read back as data (the assistant's tool, a page it shows in a card). */
export async function sessionDetailData(...args: Parameters<typeof sessionDetail>): Promise<SessionDetail> {
  return JSON.parse(new TextDecoder().decode((await sessionDetail(...args)).json)) as SessionDetail;
}
