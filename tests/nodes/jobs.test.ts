import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYZE_DASHBOARD } from '../../server/domains/dashboard/analyze-job.ts';
import { COLLECT_DASHBOARD } from '../../server/jobs/refresh-schedule.ts';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import { waitUntil, type ServerProcess } from '../fault/helpers/spawn-server.ts';
import { printed, startCluster, type Cluster } from './helpers/cluster.ts';

/**
 * Issue 10, items 1 and 3: a collection caught mid-way on node A — killed, paused past its lease, or told to
 * stop — is finished by node B, and every dashboard ends with one copy of its facts and one analysis.
 */
const POINT = 'collect:before-facts';
// A database per test: a node left over from a failed test must not take the next test's jobs.
let cluster: Cluster;
beforeEach(async () => {
  cluster = await startCluster(0);
});
afterEach(() => cluster?.close());

/** Node A, with a dashboard whose collection has just reached POINT there. */
async function collectingOnA(env: Record<string, string>, name: string) {
  const a = await cluster.addNode({ env: { BOOSTER_FAULT_POINTS: POINT, ...env } });
  const token = await a.signIn();
  const created = await a.call('dashboard.add', runningShoes({ name }), token);
  const dashboardId = created.body.data.dashboard_id;
  await waitUntil(`A to reach ${POINT}`, printed(a, `FAULT_POINT ${POINT}`));
  return { a, token, dashboardId };
}

async function waitReady(node: ServerProcess, token: string, dashboardId: string) {
  await waitUntil(
    'the dashboard to be ready',
    async () => {
      const detail = await node.call('dashboard.detail', { dashboard_id: dashboardId }, token);
      return detail.body.data.status === 'ready' ? true : undefined;
    },
    { timeoutMs: 120_000 },
  );
}

/** Every fact of the dashboard once: no row of posts, hashtags, channels or snapshots twice. */
async function expectFactsOnce(dashboardId: string) {
  const counts = await cluster.sql<{ table: string; rows: number; distinct_rows: number }[]>`
    select 'posts' as table, count(*)::int as rows,
           count(distinct (subject_id, platform, post_id))::int as distinct_rows
      from analytics.posts where dashboard_id = ${dashboardId}
    union all
    select 'post_hashtags', count(*)::int, count(distinct (subject_id, platform, post_id, tag))::int
      from analytics.post_hashtags where dashboard_id = ${dashboardId}
    union all
    select 'channels', count(*)::int, count(distinct (subject_id, platform, channel_id))::int
      from analytics.channels where dashboard_id = ${dashboardId}
    union all
    select 'channel_snapshots', count(*)::int, count(distinct (subject_id, platform, channel_id, captured_at))::int
      from analytics.channel_snapshots where dashboard_id = ${dashboardId}`;
  for (const table of counts) {
    expect(table.rows, table.table).toBeGreaterThan(0);
    expect(table.distinct_rows, table.table).toBe(table.rows);
  }
}

async function jobsOf(kind: string, dashboardId: string) {
  return cluster.sql<{ status: string; attempts: number; locked_by: string | null }[]>`
    select status, attempts, locked_by from jobs where kind = ${kind} and payload->>'dashboardId' = ${dashboardId}`;
}

async function expectOneCollectionAndAnalysis(dashboardId: string) {
  expect((await jobsOf(COLLECT_DASHBOARD, dashboardId)).map((j) => j.status)).toEqual(['succeeded']);
  expect(await jobsOf(ANALYZE_DASHBOARD, dashboardId)).toHaveLength(1);
}

describe('a collection caught mid-way on one node', () => {
  it('killed with -9: the other node takes it over after the lease, facts once', async () => {
    const { a, token, dashboardId } = await collectingOnA({ JOB_LEASE_SECONDS: '3' }, 'Killed node');
    await a.kill('SIGKILL');
    const b = await cluster.addNode();
    await waitReady(b, token, dashboardId);
    await expectFactsOnce(dashboardId);
    await expectOneCollectionAndAnalysis(dashboardId);
    await b.kill('SIGTERM');
  });

  it('paused past its lease (SIGSTOP): the other node finishes it, the paused one writes nothing when it wakes', async () => {
    const { a, token, dashboardId } = await collectingOnA(
      { JOB_LEASE_SECONDS: '3', BOOSTER_FAULT_PAUSE_MS: '15000' },
      'Paused node',
    );
    process.kill(a.pid, 'SIGSTOP');
    const b = await cluster.addNode();
    await waitReady(b, token, dashboardId);
    await expectFactsOnce(dashboardId);

    process.kill(a.pid, 'SIGCONT');
    await waitUntil('A to notice it lost the job', printed(a, 'lost; stopped'));
    // Had A gone on instead of stopping, its writes would follow at once: give them time to show.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await expectFactsOnce(dashboardId);
    await expectOneCollectionAndAnalysis(dashboardId);
    const detail = await b.call('dashboard.detail', { dashboard_id: dashboardId }, token);
    expect(detail.body.data.status).toBe('ready');
    await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
  });

  it('stopped with SIGTERM: the job is handed back at once, its attempt not spent, and finished elsewhere', async () => {
    const { a, token, dashboardId } = await collectingOnA(
      { BOOSTER_FAULT_PAUSE_MS: '600000', SHUTDOWN_GRACE_SECONDS: '1' },
      'Stopped node',
    );
    expect(await a.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    // Back in the queue for anyone, not waiting out A's 60-second lease.
    expect(await jobsOf(COLLECT_DASHBOARD, dashboardId)).toEqual([
      { status: 'queued', attempts: 0, locked_by: null },
    ]);
    const b = await cluster.addNode();
    await waitReady(b, token, dashboardId);
    await expectFactsOnce(dashboardId);
    await expectOneCollectionAndAnalysis(dashboardId);
    await b.kill('SIGTERM');
  });
});
