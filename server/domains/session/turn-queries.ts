import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keptStatement } from '../../db/kept-statement.ts';
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

/** A turn to open: whose session, the user's message, the title a new session takes, the run's claim. */
export interface TurnOpening {
  userId: string;
  sessionId: string;
  message: StoredMessage;
  title: string;
  run: RunClaim;
}

export type OpenedTurn =
  | { state: 'opened'; history: StoredMessage[] }
  /** Not the user's session: nothing was written. */
  | { state: 'not-found' }
  /** Another run holds the session and its lease has not lapsed: nothing was written. */
  | { state: 'busy' };

/** The message columns of a batch's rows; `metadata` left out stays SQL null. */
const messageFields = (message: StoredMessage) => ({
  msg_id: message.id,
  role: message.role,
  parts: message.parts,
  ...(message.metadata === undefined ? {} : { metadata: message.metadata }),
});

/** Rows of a batch as one JSON parameter, one row per call; a session may appear once. */
function batchRows<T extends { sessionId: string }>(calls: T[], row: (call: T) => object): string {
  if (new Set(calls.map((c) => c.sessionId)).size !== calls.length)
    throw new Error('A batch of turn statements names a session twice.');
  return JSON.stringify(calls.map((call, ord) => ({ ord, session_id: call.sessionId, ...row(call) })));
}

/**
 * `saved` and `touched` over the sessions in `cte` (rows with session_id, the message columns and title) that
 * `turn` holds: each message is appended, or updated in place when its id is known (as saveMessages does); each
 * session is bumped and, while untitled, named. Rows are written in session order, so two batches on two nodes
 * take their row locks in the same order.
 */
const saveAndTouch = (cte: SQL) => sql`
    saved as (
      insert into messages (session_id, id, role, parts, metadata, position)
      select c.session_id, c.msg_id, c.role, c.parts, c.metadata,
             coalesce((select max(position) from messages m where m.session_id = c.session_id), -1) + 1
      from ${cte} c
      where c.msg_id is not null and c.session_id in (select id from turn)
      order by c.session_id
      on conflict (session_id, id) do update
        set role = excluded.role, parts = excluded.parts, metadata = excluded.metadata
      returning 1
    ),
    touched as (
      update assistant_sessions s
      set updated_at = now(), title = case when s.title = '' then c.title else s.title end
      from ${cte} c
      where s.id = c.session_id and c.msg_id is not null and c.session_id in (select id from turn)
      returning 1
    )`;

const batchInput = (rows: string, columns: SQL) =>
  sql`select * from jsonb_to_recordset(${rows}::jsonb) as x(ord int, session_id text, ${columns})`;

const MESSAGE_COLUMNS = sql.raw('msg_id text, role text, parts jsonb, metadata jsonb, title text');

/**
 * The start of several chat turns in one statement, so turns that start together cost the database one round
 * trip between them (server/chat/chat-runs.ts gathers them): for each, the session must be the user's; the run
 * claims the session (a row of another run is taken over only once its lease lapsed); then, and only then, the
 * user's message is saved and the session bumped. Each turn's history before its message comes back, oldest
 * first, in the order of `turns`. Two nodes opening a turn of one session at once: PostgreSQL makes the second
 * insert wait for the first and then see its row, so one of them is busy.
 */
export async function openTurns(db: Db, turns: TurnOpening[]): Promise<OpenedTurn[]> {
  if (turns.length === 0) return [];
  const rows = batchRows(turns, (t) => ({
    user_id: t.userId,
    run_id: t.run.runId,
    node_id: t.run.nodeId,
    lease_seconds: t.run.leaseMs / 1000,
    ...messageFields(t.message),
    title: sessionTitle(t.title),
  }));
  const result = rowsOf<{ ord: number; owned: boolean; claimed: boolean; history: StoredMessage[] | null }>(
    await db.execute(sql`${keptStatement('open_turns')}
      with input as (
        ${batchInput(rows, sql`user_id text, run_id text, node_id text, lease_seconds float8, ${MESSAGE_COLUMNS}`)}
      ),
      owned as (
        select i.* from input i join assistant_sessions s on s.id = i.session_id and s.user_id = i.user_id
      ),
      turn as (
        insert into chat_runs (session_id, run_id, node_id, lease_until)
        select session_id, run_id, node_id, now() + make_interval(secs => lease_seconds)
        from owned order by session_id
        on conflict (session_id) do update
          set run_id = excluded.run_id, node_id = excluded.node_id, started_at = now(),
              lease_until = excluded.lease_until
          where chat_runs.lease_until < now()
        returning session_id as id
      ),
      ${saveAndTouch(sql`owned`)}
      select i.ord,
             exists (select 1 from owned o where o.ord = i.ord) as owned,
             exists (select 1 from turn t where t.id = i.session_id) as claimed,
             (select json_agg(json_build_object('id', m.id, 'role', m.role, 'parts', m.parts, 'metadata', m.metadata)
                              order by m.position, m.created_at)
              from messages m
              where m.session_id = i.session_id and i.session_id in (select id from turn) and m.id <> i.msg_id)
               as history
      from input i order by i.ord`),
  );
  return result.map((row): OpenedTurn => {
    if (!row.owned) return { state: 'not-found' };
    if (!row.claimed) return { state: 'busy' };
    return {
      state: 'opened',
      history: (row.history ?? []).map(({ metadata, ...m }) =>
        metadata === null || metadata === undefined ? m : { ...m, metadata },
      ),
    };
  });
}

/** A turn to close: its session, its run, and the answer to keep (absent when nothing was said). */
export interface TurnClosing {
  sessionId: string;
  runId: string;
  answer: StoredMessage | undefined;
}

/**
 * The end of several turns in one statement: each run's claim is released and its answer (if any) saved, the
 * session bumped. Fenced by the run id: a run whose lapsed claim another run took over saves nothing, since its
 * answer would land after the other turn's question. For each, in order: false when the claim was no longer
 * this run's.
 */
export async function closeTurns(db: Db, turns: TurnClosing[]): Promise<boolean[]> {
  if (turns.length === 0) return [];
  const rows = batchRows(turns, (t) => ({
    run_id: t.runId,
    ...(t.answer ? { ...messageFields(t.answer), title: '' } : {}),
  }));
  const result = rowsOf<{ ord: number; released: boolean }>(
    await db.execute(sql`${keptStatement('close_turns')}
      with input as (${batchInput(rows, sql`run_id text, ${MESSAGE_COLUMNS}`)}),
      turn as (
        delete from chat_runs r using input i
        where r.session_id = i.session_id and r.run_id = i.run_id
        returning r.session_id as id
      ),
      ${saveAndTouch(sql`input`)}
      select i.ord, exists (select 1 from turn t where t.id = i.session_id) as released
      from input i order by i.ord`),
  );
  return result.map((row) => row.released === true);
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
