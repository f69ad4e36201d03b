import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { StoredMessage } from './service.ts';

/** The first question names a session; a long one is cut. */
export const sessionTitle = (text: string | undefined) => text?.trim().slice(0, 120) ?? '';

/** A turn's claim on its session (the `chat_runs` row): which run, on which node, for how long unless renewed. */
export interface RunClaim {
  runId: string;
  nodeId: string;
  leaseMs: number;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * `saved` and `touched`, data-modifying steps over the session of `turn` (none when `turn` is empty): the
 * message is appended, or updated in place when its id is known (as saveMessages does); the session is bumped
 * and, while untitled, named. PostgreSQL runs both whether or not the final select reads them.
 */
function saveAndTouch(message: StoredMessage, title: string): SQL {
  return sql`
    saved as (
      insert into messages (session_id, id, role, parts, metadata, position)
      select turn.id, ${message.id}, ${message.role}, ${JSON.stringify(message.parts)}::jsonb,
             ${message.metadata === undefined ? null : JSON.stringify(message.metadata)}::jsonb,
             coalesce((select max(position) from messages where session_id = turn.id), -1) + 1
      from turn
      on conflict (session_id, id) do update
        set role = excluded.role, parts = excluded.parts, metadata = excluded.metadata
      returning 1
    ),
    touched as (
      update assistant_sessions
      set updated_at = now(), title = case when title = '' then ${title} else title end
      where id in (select id from turn)
      returning 1
    )`;
}

export type OpenedTurn =
  | { state: 'opened'; history: StoredMessage[] }
  /** Not the user's session: nothing was written. */
  | { state: 'not-found' }
  /** Another run holds the session and its lease has not lapsed: nothing was written. */
  | { state: 'busy' };

/**
 * The start of a chat turn in one statement, so it is one round trip however busy the database is: the
 * session must be the user's; the run claims the session (a row of another run is taken over only once its
 * lease lapsed); then, and only then, the user's message is saved and the session bumped. The history before
 * the message comes back, oldest first. Two nodes opening a turn at once: PostgreSQL makes the second insert
 * wait for the first and then see its row, so one of them is busy.
 */
export async function openTurn(
  db: Db,
  turn: { userId: string; sessionId: string; message: StoredMessage; title: string; run: RunClaim },
): Promise<OpenedTurn> {
  const { run } = turn;
  const [row] = rowsOf<{ owned: boolean; claimed: boolean; history: StoredMessage[] | null }>(
    await db.execute(sql`
      with owned as (
        select id from assistant_sessions where id = ${turn.sessionId} and user_id = ${turn.userId}
      ),
      turn as (
        insert into chat_runs (session_id, run_id, node_id, lease_until)
        select id, ${run.runId}, ${run.nodeId}, ${leaseEnd(run.leaseMs)} from owned
        on conflict (session_id) do update
          set run_id = excluded.run_id, node_id = excluded.node_id, started_at = now(),
              lease_until = excluded.lease_until
          where chat_runs.lease_until < now()
        returning session_id as id
      ),
      ${saveAndTouch(turn.message, sessionTitle(turn.title))}
      select exists (select 1 from owned) as owned,
             exists (select 1 from turn) as claimed,
             (select json_agg(json_build_object('id', m.id, 'role', m.role, 'parts', m.parts, 'metadata', m.metadata)
                              order by m.position, m.created_at)
              from messages m
              where m.session_id in (select id from turn) and m.id <> ${turn.message.id}) as history`),
  );
  if (!row?.owned) return { state: 'not-found' };
  if (!row.claimed) return { state: 'busy' };
  return {
    state: 'opened',
    history: (row.history ?? []).map(({ metadata, ...m }) =>
      metadata === null || metadata === undefined ? m : { ...m, metadata },
    ),
  };
}

/**
 * The end of a turn in one statement: the run's claim is released and its answer (if any) saved, the session
 * bumped. Fenced by the run id: a run whose lapsed claim another run took over saves nothing, since its answer
 * would land after the other turn's question. False when the claim was no longer this run's.
 */
export async function closeTurn(
  db: Db,
  turn: { sessionId: string; runId: string; answer: StoredMessage | undefined },
): Promise<boolean> {
  const [row] = rowsOf<{ released: boolean }>(
    await db.execute(sql`
      with turn as (
        delete from chat_runs where session_id = ${turn.sessionId} and run_id = ${turn.runId}
        returning session_id as id
      )${turn.answer ? sql`, ${saveAndTouch(turn.answer, '')}` : sql``}
      select exists (select 1 from turn) as released`),
  );
  return row?.released === true;
}

/** Extends a running turn's lease; false when the claim is no longer this run's (another run took it over). */
export async function renewRun(db: Db, sessionId: string, run: RunClaim): Promise<boolean> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      update chat_runs set lease_until = ${leaseEnd(run.leaseMs)}
      where session_id = ${sessionId} and run_id = ${run.runId}
      returning 1`),
  );
  return rows.length > 0;
}

/** The session's run: which node holds it and whether its lease still runs (a lapsed one is a dead node's). */
export async function findRun(
  db: Db,
  sessionId: string,
): Promise<{ runId: string; nodeId: string; live: boolean } | undefined> {
  const [row] = rowsOf<{ run_id: string; node_id: string; live: boolean }>(
    await db.execute(sql`
      select run_id, node_id, lease_until > now() as live from chat_runs where session_id = ${sessionId}`),
  );
  return row && { runId: row.run_id, nodeId: row.node_id, live: row.live };
}
