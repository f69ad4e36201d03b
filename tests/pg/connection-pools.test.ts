import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_POOL_APPLICATION_NAME,
  openPostgresStore,
} from '../../server/analytics/store/postgres-store.ts';
import { APP_POOL_APPLICATION_NAME, createDb } from '../../server/db/client.ts';
import { loadConfig } from '../../server/lib/config.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * DB_POOL_MAX and ANALYTICS_POOL_MAX bound the connections a node opens. Each query below waits on an advisory
 * lock the test holds, so no connection comes free while they are sent: a pool opens one connection per query
 * up to its size, and the distinct backends that answered are exactly the pool's connections.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let holder: ReturnType<typeof postgres>;
let observer: ReturnType<typeof postgres>;
const GATE = 42_4242;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  holder = postgres(scratch.url, { max: 1, onnotice: () => {} });
  observer = postgres(scratch.url, { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await holder?.end();
  await observer?.end();
  await scratch?.drop();
});

const gatedQuery = `select pg_backend_pid() as pid from (select pg_advisory_xact_lock_shared(${GATE})) gate`;

/** Sends `queries` gated queries, sees `size` connections of `applicationName` wait, opens the gate. */
async function connectionsUsed(
  applicationName: string,
  size: number,
  queries: number,
  run: () => Promise<number>,
): Promise<number> {
  const pids = await holder.begin(async (tx) => {
    await tx.unsafe(`select pg_advisory_xact_lock(${GATE})`);
    const answers = Array.from({ length: queries }, run);
    await vi.waitFor(
      async () => {
        const [waiting] = await observer.unsafe(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`,
          [applicationName],
        );
        expect(waiting!.n).toBe(size);
      },
      { timeout: 20_000, interval: 20 },
    );
    return answers;
  });
  return new Set(await Promise.all(pids)).size;
}

describe('connection pools', () => {
  it('take their size from DB_POOL_MAX and ANALYTICS_POOL_MAX', async () => {
    const config = loadConfig({ DATABASE_URL: scratch.url, DB_POOL_MAX: '3', ANALYTICS_POOL_MAX: '2' });
    const app = await createDb({ databaseUrl: scratch.url, poolMax: config.DB_POOL_MAX });
    const analytics = await openPostgresStore(scratch.url, { poolMax: config.ANALYTICS_POOL_MAX });
    try {
      const appPids = await connectionsUsed(APP_POOL_APPLICATION_NAME, 3, 8, async () => {
        // postgres.js answers an array of rows.
        const [row] = (await app.db.execute(sql.raw(gatedQuery))) as unknown as { pid: number }[];
        return row!.pid;
      });
      const analyticsPids = await connectionsUsed(ANALYTICS_POOL_APPLICATION_NAME, 2, 8, async () => {
        const [row] = await analytics.all<{ pid: number }>(gatedQuery);
        return row!.pid;
      });
      expect({ app: appPids, analytics: analyticsPids }).toEqual({ app: 3, analytics: 2 });
    } finally {
      await analytics.close();
      await app.close();
    }
  });
});
