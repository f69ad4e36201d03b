import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import { seededDataDir, startServer, waitUntil, type ServerProcess } from './helpers/spawn-server.ts';
import { readStoppedData } from './helpers/stopped-data.ts';

/**
 * kill -9 of a real server while a dashboard collects: after a restart the collection resumes, the dashboard
 * gets ready, and every subject holds one copy of its facts (no duplicates, no half-written subject).
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function waitReady(server: ServerProcess, dashboardId: string): Promise<void> {
  const token = await server.signIn();
  await waitUntil(
    'the dashboard to be ready',
    async () => {
      const detail = await server.call('dashboard.detail', { dashboard_id: dashboardId }, token);
      return detail.body.data.status === 'ready' ? true : undefined;
    },
    { timeoutMs: 150_000 },
  );
}

describe.concurrent('kill -9 during a collection', () => {
  for (const point of ['facts:between-tables', 'collect:after-subject']) {
    it(`at ${point}: resumes after the restart without duplicates`, async () => {
      const dataDir = await seededDataDir(
        path.join(await mkdtemp(path.join(tmpdir(), 'booster-fault-collect-')), 'data'),
      );
      dirs.push(path.dirname(dataDir));
      const server = await startServer({ dataDir, env: { BOOSTER_FAULT_POINTS: point } });
      const token = await server.signIn();
      const created = await server.call('dashboard.add', runningShoes({ name: 'Collect and die' }), token);
      const dashboardId = created.body.data.dashboard_id;
      await waitUntil(`the collection to reach ${point}`, async () =>
        server.output().includes(`FAULT_POINT ${point}`) ? true : undefined,
      );
      await server.kill('SIGKILL');

      const restarted = await startServer({ dataDir });
      await waitReady(restarted, dashboardId);
      await restarted.kill('SIGTERM');

      const facts = await readStoppedData(dataDir, ({ facts }) =>
        facts<{ subject_id: string; posts: number; distinct_posts: number; orphan_tags: number }>(
          `select p.subject_id, count(*) as posts, count(distinct p.platform || ':' || p.post_id) as distinct_posts,
             (select count(*) from analytics.post_hashtags h where h.dashboard_id = p.dashboard_id
               and h.subject_id = p.subject_id and h.post_id not in (select post_id from analytics.posts q
               where q.dashboard_id = h.dashboard_id and q.subject_id = h.subject_id)) as orphan_tags
           from analytics.posts p where p.dashboard_id = $1 group by p.dashboard_id, p.subject_id`,
          [dashboardId],
        ),
      );
      expect(facts).toHaveLength(2);
      for (const subject of facts) {
        expect(subject.posts).toBeGreaterThan(0);
        expect(subject.distinct_posts).toBe(subject.posts);
        expect(subject.orphan_tags).toBe(0);
      }
      // Two servers started and a dashboard collected twice, side by side with the other test: on a loaded 2-core
      // machine this has taken over the project's 2 minutes.
    });
  }
});
