import postgres from 'postgres';

export interface ChangeListenerOptions {
  url: string;
  channel: string;
  /** A notification on the channel (its payload). */
  onChange(payload: string): void;
  /** Listening (again): notifications sent while not listening are lost, so anything may have changed. */
  onListening(): void;
  /** Not listening any more: from now until onListening, changes go unheard. */
  onDeaf(): void;
  /** Pause between attempts to listen again. */
  retryMs?: number;
  /** How often the listening connection is asked to answer, to notice one that died without closing. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

export interface ChangeListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

/** The application_name of the listening connection, so an operator (or a test) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'booster-change-listener';

/**
 * LISTEN on a dedicated PostgreSQL connection that says when it stops hearing: a closed connection, a failed
 * LISTEN or an unanswered heartbeat calls onDeaf at once, then a new connection is tried every retryMs.
 * (postgres.js's own `sql.listen` reconnects silently and drops a failed re-LISTEN, which a cache cannot allow.)
 */
export function listenForChanges(opts: ChangeListenerOptions): ChangeListener {
  const { retryMs = 1_000, heartbeatMs = 5_000, heartbeatTimeoutMs = 5_000 } = opts;
  let current: postgres.Sql | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (sql: postgres.Sql) => {
    if (sql !== current) return;
    current = undefined;
    clearInterval(heartbeat);
    void sql.end({ timeout: 0 });
    if (listening) listening = false;
    opts.onDeaf();
    if (!closed) retry = setTimeout(connect, retryMs);
  };

  const beat = async (sql: postgres.Sql) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat unanswered')), heartbeatTimeoutMs);
    });
    try {
      await Promise.race([sql`select 1`, timeout]);
    } catch {
      lost(sql);
    } finally {
      clearTimeout(timer);
    }
  };

  function connect() {
    if (closed) return;
    const sql: postgres.Sql = postgres(opts.url, {
      max: 1,
      // The default recycles a connection after 30–60 minutes; each recycle would empty the cache.
      max_lifetime: null,
      fetch_types: false,
      onnotice: () => {},
      onclose: () => lost(sql),
      connection: { application_name: LISTENER_APPLICATION_NAME },
      // The option postgres.js's own listen() uses; its typings leave it out.
      ...{
        onnotify: (channel: string, payload: string) => channel === opts.channel && opts.onChange(payload),
      },
    });
    current = sql;
    sql
      .unsafe(`listen "${opts.channel.replace(/"/g, '""')}"`)
      .then(() => {
        if (sql !== current) return;
        listening = true;
        opts.onListening();
        heartbeat = setInterval(() => void beat(sql), heartbeatMs);
        heartbeat.unref();
      })
      .catch(() => lost(sql));
  }

  connect();
  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const sql = current;
      current = undefined;
      listening = false;
      await sql?.end({ timeout: 1 });
    },
  };
}
