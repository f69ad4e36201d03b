import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postImports } from '../../db/schema/index.ts';

export type PostImportRow = typeof postImports.$inferSelect;

/** Records an import as `writing`; undefined when the subject already has one being written. */
export async function insertWritingImport(
  db: Db,
  row: {
    id: string;
    dashboardId: string;
    teamId: string;
    subjectId: string;
    userId: string;
    fileName: string;
    posts: number;
  },
): Promise<PostImportRow | undefined> {
  const [inserted] = await db.insert(postImports).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findImport(db: Db, id: string): Promise<PostImportRow | undefined> {
  const [row] = await db.select().from(postImports).where(eq(postImports.id, id));
  return row;
}

/** Moves a `writing` import to its outcome; false when it was settled already (by its writer or a recovery). */
export async function settleImportRow(
  db: Db,
  id: string,
  status: 'applied' | 'failed',
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(postImports)
    .set({ status, finishedAt: now })
    .where(and(eq(postImports.id, id), eq(postImports.status, 'writing')))
    .returning({ id: postImports.id });
  return rows.length > 0;
}

/** Imports still `writing`: of one subject, and/or started before `before`. */
export async function selectWritingImports(
  db: Db,
  opts: { subjectId?: string; before?: Date } = {},
): Promise<PostImportRow[]> {
  return db
    .select()
    .from(postImports)
    .where(
      and(
        eq(postImports.status, 'writing'),
        opts.subjectId ? eq(postImports.subjectId, opts.subjectId) : undefined,
        opts.before ? lt(postImports.createdAt, opts.before) : undefined,
      ),
    );
}
