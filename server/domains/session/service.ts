import type { z } from 'zod';
import type { sessionSchema, storedMessageSchema } from '../../../src/lib/api/endpoints.ts';
import type { ModuleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  lastPosition,
  listSessions,
  selectMessages,
  touch,
  updateSessionTitle,
  upsertMessage,
  type SessionRow,
} from './queries.ts';
import { sessionTitle } from './turn-queries.ts';

export type StoredMessage = z.infer<typeof storedMessageSchema>;
export type SessionDto = z.infer<typeof sessionSchema>;

export function toSessionDto(row: SessionRow): SessionDto {
  return {
    session_id: row.id,
    title: row.title,
    domain: row.domain,
    app_doi: row.appDoi,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The session if the user owns it. Someone else's session answers exactly like a missing one (10205), so
 * session ids cannot be probed.
 */
export async function getOwnedSession(db: Db, userId: string, sessionId: string): Promise<SessionRow> {
  const row = await findSession(db, userId, sessionId);
  if (!row) throw new AppError('NOT_FOUND', 'Session not found.');
  return row;
}

/** The caller's own sessions of the team they work in now; none while they are in no team. */
export async function listUserSessions(
  db: Db,
  caller: { userId: string; teamId: string | undefined },
  domain: ModuleName,
  keyword?: string,
): Promise<SessionDto[]> {
  if (!caller.teamId) return [];
  const trimmed = keyword?.trim() || undefined;
  const rows = await listSessions(db, {
    userId: caller.userId,
    teamId: caller.teamId,
    domain,
    keyword: trimmed,
  });
  return rows.map(toSessionDto);
}

/** A session lives in the team it was started in, private to its author (docs/teams.md). */
export async function createSession(
  db: Db,
  caller: { userId: string; teamId: string },
  input: { domain: ModuleName; app_doi: string | null; title: string },
): Promise<SessionDto> {
  return toSessionDto(
    await insertSession(db, {
      userId: caller.userId,
      teamId: caller.teamId,
      domain: input.domain,
      appDoi: input.app_doi,
      title: input.title,
    }),
  );
}

export async function renameSession(
  db: Db,
  userId: string,
  sessionId: string,
  title: string,
): Promise<SessionDto> {
  await getOwnedSession(db, userId, sessionId);
  const row = await updateSessionTitle(db, sessionId, title);
  if (!row) throw new AppError('NOT_FOUND', 'Session not found.');
  return toSessionDto(row);
}

export async function removeSession(db: Db, userId: string, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await getOwnedSession(tx, userId, sessionId);
    await deleteSession(tx, sessionId);
  });
}

/** Oldest first. */
export async function listMessages(db: Db, sessionId: string): Promise<StoredMessage[]> {
  return (await selectMessages(db, sessionId)).map((m) => ({
    id: m.id,
    role: m.role,
    parts: m.parts as StoredMessage['parts'],
    ...(m.metadata === null || m.metadata === undefined ? {} : { metadata: m.metadata }),
  }));
}

/**
 * Upserts by message id, in one transaction: new messages are appended in the given order, known ones keep
 * their place and take the new content (a streamed assistant message is saved again when it finishes).
 */
export async function saveMessages(db: Db, sessionId: string, list: StoredMessage[]): Promise<void> {
  if (list.length === 0) return;
  await db.transaction(async (tx) => {
    let next = (await lastPosition(tx, sessionId)) + 1;
    for (const m of list) {
      await upsertMessage(tx, {
        sessionId,
        id: m.id,
        role: m.role,
        parts: m.parts,
        metadata: m.metadata ?? null,
        position: next++,
      });
    }
  });
}

export async function touchSession(db: Db, sessionId: string, titleIfUntitled?: string): Promise<void> {
  await touch(db, sessionId, sessionTitle(titleIfUntitled) || undefined);
}
