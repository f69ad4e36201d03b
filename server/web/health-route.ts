import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { resultWithin } from '../lib/result-within.ts';

/** A database that has not answered within this time counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

export type HealthStatus = 'ok' | 'draining' | 'database_unreachable';

function databaseAnswers(db: Db): Promise<boolean> {
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return resultWithin(answered, DATABASE_TIMEOUT_MS, false);
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
