import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';

/** A database that has not answered within this time counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

export type HealthStatus = 'ok' | 'draining' | 'database_unreachable';

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>(
    (resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`, for load balancers and orchestrators: 200 while this node can serve, 503 once it is stopping
 * (so no new request is sent to it) or while its database does not answer. Says nothing else about the node.
 */
export function healthRoute(db: Db, draining: () => boolean) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const status: HealthStatus = draining()
      ? 'draining'
      : (await databaseAnswers(db))
        ? 'ok'
        : 'database_unreachable';
    return c.json({ status }, status === 'ok' ? 200 : 503);
  };
}
