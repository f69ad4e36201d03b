import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboards, shareLinks } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { visibleDashboards } from '../dashboard/queries.ts';

export type ShareRow = typeof shareLinks.$inferSelect;

export async function insertShare(db: Db, row: typeof shareLinks.$inferInsert): Promise<ShareRow> {
  const [created] = await db.insert(shareLinks).values(row).returning();
  if (!created) throw new Error('Inserting a share link returned nothing.');
  return created;
}

export async function findShareByLink(db: Db, linkId: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.linkId, linkId));
  return row;
}

export async function findShare(db: Db, id: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return row;
}

export async function selectShares(db: Db, dashboardId: string): Promise<ShareRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.dashboardId, dashboardId))
    .orderBy(desc(shareLinks.createdAt));
}

/** The dashboard the caller's team shared last, among those under clients the caller sees. */
export async function lastSharedDashboardId(db: Db, team: TeamContext): Promise<string | undefined> {
  const [row] = await db
    .select({ id: shareLinks.dashboardId })
    .from(shareLinks)
    .innerJoin(dashboards, eq(dashboards.id, shareLinks.dashboardId))
    .where(and(eq(shareLinks.teamId, team.id), visibleDashboards(team)))
    .orderBy(desc(shareLinks.createdAt))
    .limit(1);
  return row?.id;
}

export async function setRevoked(db: Db, id: string, at: Date): Promise<void> {
  await db.update(shareLinks).set({ revokedAt: at }).where(eq(shareLinks.id, id));
}

export async function countView(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: at })
    .where(eq(shareLinks.id, id));
}

export async function countFailedAttempt(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(shareLinks)
    .set({ failedAttempts: sql`${shareLinks.failedAttempts} + 1`, lastFailedAttemptAt: at })
    .where(eq(shareLinks.id, id));
}
