import postgres from 'postgres';

export interface ChangeListenerOptions {
  url: string;
  /** Pause between attempts to listen again. */
  retryMs?: number;
  /** How often the listening connection is asked to answer, to notice one that died without closing. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

/** What one channel's subscriber hears. */
export interface ChannelHandlers {
  /** A notification on the channel (its payload). */
  onChange(payload: string): void;
  /** Listening (again): notifications sent while not listening are lost, so anything may have changed. */
  onListening?(): void;
  /** Not listening any more: from now until onListening, changes go unheard. */
  onDeaf?(): void;
}

export interface ChannelSubscription {
  /** Whether the channel is LISTENed on a live connection, so its notifications are heard. */
  readonly listening: boolean;
}

export interface ChangeListener {
  /** Starts listening on a channel, on the current connection and every later one. One subscriber a channel. */
  subscribe(channel: string, handlers: ChannelHandlers): ChannelSubscription;
  close(): Promise<void>;
}

/** The application_name of the listening connection, so an operator (or a test) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'booster-change-listener';

const listenStatement = (channel: string) => `listen "${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on one dedicated PostgreSQL connection per node, for every channel the node's parts subscribe to (the
 * auth cache, the chat runs), that says when it stops hearing: a closed connection, a failed LISTEN or an
 * unanswered heartbeat calls each listening channel's onDeaf at once, then a new connection is tried every
 * retryMs and LISTENs on every channel again. (postgres.js's own `sql.listen` reconnects silently and drops a
 * failed re-LISTEN, which a cache cannot allow.)
 */
export function listenForChanges(opts: ChangeListenerOptions): ChangeListener {
  const { retryMs = 1_000, heartbeatMs = 5_000, heartbeatTimeoutMs = 5_000 } = opts;
  const channels = new Map<string, ChannelHandlers>();
  /** The channels LISTENed on the current connection. */
  let heard = new Set<string>();
  let current: postgres.Sql | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (sql: postgres.Sql) => {
    if (sql !== current) return;
    current = undefined;
    clearInterval(heartbeat);
    void sql.end({ timeout: 0 });
    const deaf = heard;
    heard = new Set();
    for (const channel of deaf) channels.get(channel)?.onDeaf?.();
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

  const listen = (sql: postgres.Sql, channel: string) => {
    sql
      .unsafe(listenStatement(channel))
      .then(() => {
        if (sql !== current) return;
        heard.add(channel);
        channels.get(channel)?.onListening?.();
      })
      .catch(() => lost(sql));
  };

  function connect() {
    if (closed) return;
    const sql: postgres.Sql = postgres(opts.url, {
      max: 1,
      // The default recycles a connection after 30–60 minutes; each recycle would empty the auth cache.
      max_lifetime: null,
      fetch_types: false,
      onnotice: () => {},
      onclose: () => lost(sql),
      connection: { application_name: LISTENER_APPLICATION_NAME },
      // The option postgres.js's own listen() uses; its typings leave it out.
      ...{ onnotify: (channel: string, payload: string) => channels.get(channel)?.onChange(payload) },
    });
    current = sql;
    heartbeat = setInterval(() => void beat(sql), heartbeatMs);
    heartbeat.unref();
    for (const channel of channels.keys()) listen(sql, channel);
  }

  connect();
  return {
    subscribe(channel, handlers) {
      if (channels.has(channel)) throw new Error(`The channel ${channel} already has a subscriber.`);
      channels.set(channel, handlers);
      if (current) listen(current, channel);
      return {
        get listening() {
          return heard.has(channel);
        },
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const sql = current;
      current = undefined;
      heard = new Set();
      await sql?.end({ timeout: 1 });
    },
  };
}
