import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { StoredMessage } from './service.ts';

/** The first question names a session; a long one is cut. */
export const sessionTitle = (text: string | undefined) => text?.trim().slice(0, 120) ?? '';

/**
 * `saved` and `touched`, data-modifying steps over the session(s) of `owned`: the message is appended, or
 * updated in place when its id is known (as saveMessages does); the session is bumped and, while untitled,
 * named. PostgreSQL runs both whether or not the final select reads them.
 */
function saveAndTouch(message: StoredMessage, title: string): SQL {
  return sql`
    saved as (
      insert into messages (session_id, id, role, parts, metadata, position)
      select owned.id, ${message.id}, ${message.role}, ${JSON.stringify(message.parts)}::jsonb,
             ${message.metadata === undefined ? null : JSON.stringify(message.metadata)}::jsonb,
             coalesce((select max(position) from messages where session_id = owned.id), -1) + 1
      from owned
      on conflict (session_id, id) do update
        set role = excluded.role, parts = excluded.parts, metadata = excluded.metadata
      returning 1
    ),
    touched as (
      update assistant_sessions
      set updated_at = now(), title = case when title = '' then ${title} else title end
      where id in (select id from owned)
      returning 1
    )`;
}

/**
 * The start of a chat turn in one statement, so it is one round trip however busy the database is: the
 * session must be the user's; the user's message is saved and the session bumped; the history before the
 * message comes back, oldest first. Undefined when the session is not the user's: nothing was written.
 */
export async function openTurn(
  db: Db,
  turn: { userId: string; sessionId: string; message: StoredMessage; title: string },
): Promise<StoredMessage[] | undefined> {
  const [row] = rowsOf<{ owned: boolean; history: StoredMessage[] | null }>(
    await db.execute(sql`
      with owned as (
        select id from assistant_sessions where id = ${turn.sessionId} and user_id = ${turn.userId}
      ),
      ${saveAndTouch(turn.message, sessionTitle(turn.title))}
      select exists (select 1 from owned) as owned,
             (select json_agg(json_build_object('id', m.id, 'role', m.role, 'parts', m.parts, 'metadata', m.metadata)
                              order by m.position, m.created_at)
              from messages m
              where m.session_id in (select id from owned) and m.id <> ${turn.message.id}) as history`),
  );
  if (!row?.owned) return undefined;
  return (row.history ?? []).map(({ metadata, ...m }) =>
    metadata === null || metadata === undefined ? m : { ...m, metadata },
  );
}

/** The end of a turn: the answer saved and the session bumped, in one statement. */
export async function closeTurn(db: Db, sessionId: string, answer: StoredMessage): Promise<void> {
  await db.execute(sql`
    with owned as (select id from assistant_sessions where id = ${sessionId}),
    ${saveAndTouch(answer, '')}
    select 1`);
}
