import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  koxContents,
  koxContentSnapshots,
  koxImportedCreators,
  koxTeamCreators,
} from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { visibleEntries } from '../kox/team-queries.ts';

type ContentRow = typeof koxContents.$inferSelect;

/**
 * The content the caller sees: the team's; for a member restricted to some clients, only content of creators
 * filed under those clients, as the team database shows them to them (docs/teams.md).
 */
export function visibleContent(db: Db, team: TeamContext): SQL {
  const own = eq(koxContents.teamId, team.id);
  if (team.clientIds === null) return own;
  const seen = db.select({ id: koxTeamCreators.creatorId }).from(koxTeamCreators).where(visibleEntries(team));
  return and(own, inArray(koxContents.creatorId, seen))!;
}

/** Cost per thousand views and per view, to the cent and to a millionth of a dollar; none without views. */
export function costPerView(priceUsd: number, views: number) {
  if (views <= 0) return { cpm_usd: null, cpv_usd: null };
  return {
    cpm_usd: Math.round((priceUsd / views) * 1000 * 100) / 100,
    cpv_usd: Math.round((priceUsd / views) * 1e6) / 1e6,
  };
}

async function creatorsOf(db: Db, catalog: CreatorCatalog, team: TeamContext, rows: ContentRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.creatorId ? [r.creatorId] : [])))];
  const byId = new Map<string, { creator_id: string; nickname: string; handle: string; sample: boolean }>();
  const importedIds = ids.filter((id) => catalog.positionOf(id) === null);
  for (const id of ids) {
    const c = catalog.creator(id);
    if (c) byId.set(id, { creator_id: id, nickname: c.nickname, handle: c.handle, sample: c.sample });
  }
  if (importedIds.length)
    for (const c of await db
      .select()
      .from(koxImportedCreators)
      .where(and(eq(koxImportedCreators.teamId, team.id), inArray(koxImportedCreators.id, importedIds))))
      byId.set(c.id, { creator_id: c.id, nickname: c.nickname || c.handle, handle: c.handle, sample: false });
  return byId;
}

function contentDto(
  row: ContentRow,
  creator: { creator_id: string; nickname: string; handle: string; sample: boolean } | undefined,
) {
  const price = Number(row.priceUsd);
  return {
    content_id: row.id,
    link: row.link,
    platform: row.platform,
    title: row.title,
    creator: creator ?? null,
    views: row.views,
    price_usd: price,
    cooperation_type: row.cooperationType,
    deal: row.deal,
    ...costPerView(price, row.views),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listContent(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: { creator_id?: string; keyword?: string; page: number; page_size: number },
) {
  const where = and(
    visibleContent(db, team),
    input.creator_id ? eq(koxContents.creatorId, input.creator_id) : undefined,
    input.keyword
      ? or(
          ilike(koxContents.title, containsPattern(input.keyword)),
          ilike(koxContents.link, containsPattern(input.keyword)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(koxContents)
      .where(where)
      .orderBy(desc(koxContents.createdAt), koxContents.id)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(koxContents).where(where),
  ]);
  const creators = await creatorsOf(db, catalog, team, rows);
  return {
    list: rows.map((r) => contentDto(r, r.creatorId ? creators.get(r.creatorId) : undefined)),
    total: total?.n ?? 0,
  };
}

/** One content record the caller sees, with its views over time, oldest first; another team's is 10205. */
export async function contentDetail(db: Db, catalog: CreatorCatalog, team: TeamContext, contentId: string) {
  const [row] = await db
    .select()
    .from(koxContents)
    .where(and(visibleContent(db, team), eq(koxContents.id, contentId)));
  if (!row) throw new AppError('NOT_FOUND', 'Content not found.');
  const snapshots = await db
    .select({ takenAt: koxContentSnapshots.takenAt, views: koxContentSnapshots.views })
    .from(koxContentSnapshots)
    .where(eq(koxContentSnapshots.contentId, row.id))
    .orderBy(koxContentSnapshots.takenAt);
  const creators = await creatorsOf(db, catalog, team, [row]);
  return {
    ...contentDto(row, row.creatorId ? creators.get(row.creatorId) : undefined),
    snapshots: snapshots.map((s) => ({ taken_at: s.takenAt.toISOString(), views: s.views })),
  };
}
