import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import { seededDataDir, startServer, waitUntil, type ServerProcess } from './helpers/spawn-server.ts';

/** A real server opens its DuckDB file on the first analytics use, not at start (issue 9: idle memory, start). */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'booster-fault-first-use-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function dashboardStatus(server: ServerProcess, token: string, dashboardId: string) {
  const detail = await server.call('dashboard.detail', { dashboard_id: dashboardId }, token);
  return detail.body.data.status as string;
}

describe('DuckDB opened on first use', () => {
  it('is not opened by a start, and opens when a dashboard collects', async () => {
    const dataDir = path.join(root, 'fresh');
    const server = await startServer({ dataDir });
    try {
      const token = await server.signIn();
      expect(existsSync(path.join(dataDir, 'facts.duckdb'))).toBe(false);
      const created = await server.call('dashboard.add', runningShoes({ name: 'First use' }), token);
      const dashboardId = created.body.data.dashboard_id;
      await waitUntil(
        'the dashboard to be ready',
        async () => ((await dashboardStatus(server, token, dashboardId)) === 'ready' ? true : undefined),
        { timeoutMs: 90_000 },
      );
      expect(existsSync(path.join(dataDir, 'facts.duckdb'))).toBe(true);
    } finally {
      await server.kill('SIGTERM');
    }
  });

  it('starts beside a file that is not DuckDB, and says so when analytics need it, without dying', async () => {
    const dataDir = await seededDataDir(path.join(root, 'broken'));
    const facts = path.join(dataDir, 'facts.duckdb');
    await writeFile(facts, 'x'.repeat(8192));
    const server = await startServer({ dataDir });
    try {
      const token = await server.signIn();
      await server.call('dashboard.add', runningShoes({ name: 'Broken facts' }), token);
      await waitUntil('the failure to be reported', async () =>
        server.output().includes(`Could not open the analytics store (${facts})`) ? true : undefined,
      );
      expect((await server.call('user.info', {}, token)).body.code).toBe(0);
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
