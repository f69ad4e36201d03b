import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, max, sql } from 'drizzle-orm';
import type { ModuleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { assistantSessions, messages } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type SessionRow = typeof assistantSessions.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The list is capped: the session panel shows recent work, older sessions are reached by searching. */
export const SESSION_LIST_LIMIT = 200;

export async function findSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(assistantSessions)
    .where(and(eq(assistantSessions.id, sessionId), eq(assistantSessions.userId, userId)));
  return row;
}

/** The user's own sessions started in one team. */
export async function listSessions(
  db: Db,
  opts: { userId: string; teamId: string; domain: ModuleName; keyword?: string | undefined },
): Promise<SessionRow[]> {
  const { userId, teamId, domain, keyword } = opts;
  return db
    .select()
    .from(assistantSessions)
    .where(
      and(
        eq(assistantSessions.userId, userId),
        eq(assistantSessions.teamId, teamId),
        eq(assistantSessions.domain, domain),
        keyword ? ilike(assistantSessions.title, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(desc(assistantSessions.updatedAt), desc(assistantSessions.createdAt))
    .limit(SESSION_LIST_LIMIT);
}

const insertSessionRow = preparedPerDb((db) =>
  db
    .insert(assistantSessions)
    .values({
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      teamId: sql.placeholder('teamId'),
      domain: sql.placeholder('domain'),
      appDoi: sql.placeholder('appDoi'),
      title: sql.placeholder('title'),
    })
    .returning()
    .prepare('insert_session'),
);

export async function insertSession(
  db: Db,
  row: { userId: string; teamId: string; domain: ModuleName; appDoi: string | null; title: string },
): Promise<SessionRow> {
  const [created] = await insertSessionRow(db).execute({ id: randomUUID(), ...row });
  if (!created) throw new Error('Inserting a session returned nothing.');
  return created;
}

export async function updateSessionTitle(
  db: Db,
  sessionId: string,
  title: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(assistantSessions)
    .set({ title, updatedAt: new Date() })
    .where(eq(assistantSessions.id, sessionId))
    .returning();
  return row;
}

/** Bumps updated_at, and sets the title only while it is still empty (the first question names the session). */
export async function touch(db: Db, sessionId: string, titleIfUntitled?: string): Promise<void> {
  await db
    .update(assistantSessions)
    .set({
      updatedAt: new Date(),
      ...(titleIfUntitled
        ? {
            title: sql`case when ${assistantSessions.title} = '' then ${titleIfUntitled} else ${assistantSessions.title} end`,
          }
        : {}),
    })
    .where(eq(assistantSessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(messages).where(eq(messages.sessionId, sessionId));
  await db.delete(assistantSessions).where(eq(assistantSessions.id, sessionId));
}

export async function selectMessages(db: Db, sessionId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(asc(messages.position), asc(messages.createdAt));
}

export async function lastPosition(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(messages.position) })
    .from(messages)
    .where(eq(messages.sessionId, sessionId));
  return row?.n ?? -1;
}

export async function upsertMessage(
  db: Db,
  row: Pick<MessageRow, 'sessionId' | 'id' | 'role' | 'parts' | 'metadata' | 'position'>,
): Promise<void> {
  await db
    .insert(messages)
    .values(row)
    .onConflictDoUpdate({
      target: [messages.sessionId, messages.id],
      // The position stays where the message first landed; only its content changes.
      set: { role: row.role, parts: row.parts, metadata: row.metadata },
    });
}
