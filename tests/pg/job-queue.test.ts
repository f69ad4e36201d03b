import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../server/db/client.ts';
import { dashboards, jobs } from '../../server/db/schema/index.ts';
import { claimJob, enqueueJob } from '../../server/jobs/job-queue.ts';
import { COLLECT_DASHBOARD, scheduleDueRefreshes } from '../../server/jobs/refresh-schedule.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { insertUser } from '../../server/domains/user/queries.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let nodeA: DbHandle;
let nodeB: DbHandle;

/** Two connection pools on one database stand for two server nodes. */
beforeAll(async () => {
  scratch = await createScratchDatabase();
  nodeA = await createDb({ databaseUrl: scratch.url });
  nodeB = await createDb({ databaseUrl: scratch.url });
});

afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await scratch?.drop();
});

describe('job queue on PostgreSQL with several nodes', () => {
  it('concurrent claims from two nodes never take the same job', async () => {
    for (let i = 0; i < 20; i++) await enqueueJob(nodeA.db, { kind: 'claim-race' });
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        claimJob(i % 2 ? nodeA.db : nodeB.db, {
          kinds: ['claim-race'],
          now,
          leaseMs: 60_000,
          lockedBy: `node-${i}`,
        }),
      ),
    );
    const ids = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await nodeA.db.$count(jobs, eq(jobs.status, 'running'))).toBe(20);
  });

  it('two schedulers running at once enqueue one refresh per due dashboard', async () => {
    const owner = await insertUser(nodeA.db, { account: 'sched', name: 'Sched' }, []);
    const due = new Date(Date.now() - 60_000);
    for (let i = 0; i < 5; i++)
      await nodeA.db.insert(dashboards).values({
        ownerId: owner.id,
        teamId: owner.currentTeamId!,
        name: `d${i}`,
        media: ['youtube'],
        frequency: 'daily',
        status: 'ready',
        nextRefreshAt: due,
      });
    const now = new Date();
    const [a, b] = await Promise.all([
      scheduleDueRefreshes(nodeA.db, now),
      scheduleDueRefreshes(nodeB.db, now),
    ]);
    expect(a.length + b.length).toBe(5);
    expect(new Set([...a, ...b]).size).toBe(5);
    expect(await nodeA.db.$count(jobs, eq(jobs.kind, COLLECT_DASHBOARD))).toBe(5);
  });
});
