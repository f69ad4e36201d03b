import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import { waitUntil, type ServerProcess } from '../fault/helpers/spawn-server.ts';
import { startCluster, type Cluster } from './helpers/cluster.ts';
import { startFakeYoutube, type FakeYoutube } from './helpers/fake-youtube.ts';

/**
 * Issue 10, item 5: the YouTube quota is one budget for all nodes and survives restarts. One collection of
 * two YouTube subjects costs a little over 400 units; the budget allows one, whichever node spends it.
 */
const BUDGET = 600;
let youtube: FakeYoutube;
let cluster: Cluster;
let env: Record<string, string>;
beforeAll(async () => {
  youtube = await startFakeYoutube();
  env = {
    YOUTUBE_API_KEY: 'multi-node-key',
    YOUTUBE_API_BASE_URL: youtube.baseUrl,
    YOUTUBE_DAILY_QUOTA: String(BUDGET),
  };
  cluster = await startCluster(0);
});
afterAll(async () => {
  await cluster?.close();
  await youtube?.close();
});

async function collect(node: ServerProcess, name: string) {
  const token = await node.signIn();
  const created = await node.call('dashboard.add', runningShoes({ name, media: ['youtube'] }), token);
  const id = created.body.data.dashboard_id;
  return waitUntil(
    `${name} to finish collecting`,
    async () => {
      const { status, failure_code } = (await node.call('dashboard.detail', { dashboard_id: id }, token)).body
        .data;
      return status === 'ready' || status === 'failed' ? { status, failure_code } : undefined;
    },
    { timeoutMs: 120_000 },
  );
}

describe('the YouTube quota across nodes', () => {
  it('is spent once: a node started after another spent most of it cannot spend it again', async () => {
    const a = await cluster.addNode({ env });
    expect(await collect(a, 'First on A')).toEqual({ status: 'ready', failure_code: null });
    const spentByA = youtube.unitsSpent();
    expect(spentByA).toBeGreaterThan(BUDGET / 2);
    await a.kill('SIGTERM');

    const b = await cluster.addNode({ env });
    expect(await collect(b, 'Then on B')).toEqual({ status: 'failed', failure_code: 'source_quota' });
    expect(youtube.unitsSpent()).toBeLessThanOrEqual(BUDGET);
    const [ledger] = await cluster.sql<
      { units: number }[]
    >`select sum(units)::int as units from youtube_quota_spent`;
    expect(ledger!.units).toBe(youtube.unitsSpent());
    await b.kill('SIGTERM');
  });
});
