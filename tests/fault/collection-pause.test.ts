import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import { seededDataDir, startServer, waitUntil } from './helpers/spawn-server.ts';

/**
 * The knob the multi-node suite stops a node mid-collection with: armed at `collect:before-facts` with
 * BOOSTER_FAULT_PAUSE_MS, a real server says on stdout when a subject is collected and its facts not yet
 * written, pauses there, then goes on and finishes the dashboard.
 */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booster-fault-pause-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a collection paused at a fault point', () => {
  it('says so before each subject’s facts, pauses, and finishes', async () => {
    const server = await startServer({
      dataDir: await seededDataDir(path.join(root, 'data')),
      env: { BOOSTER_FAULT_POINTS: 'collect:before-facts', BOOSTER_FAULT_PAUSE_MS: '200' },
    });
    try {
      const token = await server.signIn();
      const created = await server.call('dashboard.add', runningShoes({ name: 'Paused' }), token);
      const dashboardId = created.body.data.dashboard_id;
      await waitUntil(
        'the dashboard to be ready',
        async () => {
          const detail = await server.call('dashboard.detail', { dashboard_id: dashboardId }, token);
          return detail.body.data.status === 'ready' ? true : undefined;
        },
        { timeoutMs: 90_000 },
      );
      // One line per subject (two).
      expect(server.output().match(/^FAULT_POINT collect:before-facts$/gm)).toHaveLength(2);
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
