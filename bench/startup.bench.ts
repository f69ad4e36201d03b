/**
 * Start-up (issue 9): from spawning the built server to its first successful answer (GET /version.js), on a fresh
 * data dir (which it creates and migrates) and on an existing one (median of 5 starts); and the same for `npm start`
 * with dist/ current, which should not rebuild it. Target: ≤ 1 s to the first answer on an existing data dir. The
 * server answers the app's files while its database opens, so the first answer that reads the database
 * (GET /healthz) is reported beside it.
 */
import path from 'node:path';
import type { BenchResult } from './bench-result.ts';
import { ensureBuilt, startServer, type ServerOptions } from './server-process.ts';
import { median } from './stats.ts';
import { withTempDir } from './temp-dir.ts';

const STARTS = 5;
const NPM_STARTS = 3;
const TARGET_MS = 1_000;
/** What Vite prints when it built: `npm start` rebuilt dist/ although nothing changed. */
const VITE_BUILT = /built in \d/;

async function startAndStop(options: ServerOptions) {
  const server = await startServer(options);
  await server.stop();
  return { readyMs: server.readyMs, databaseReadyMs: server.databaseReadyMs, output: server.output() };
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-startup', async (dir) => {
    const dataDir = path.join(dir, 'data');
    const fresh = await startAndStop({ dataDir });
    const existing: Awaited<ReturnType<typeof startAndStop>>[] = [];
    for (let i = 0; i < STARTS; i++) existing.push(await startAndStop({ dataDir }));
    const npm: Awaited<ReturnType<typeof startAndStop>>[] = [];
    for (let i = 0; i < NPM_STARTS; i++)
      npm.push(await startAndStop({ dataDir, command: { command: 'npm', args: ['start'] } }));
    const rebuilds = npm.some((s) => VITE_BUILT.test(s.output));
    return [
      { name: 'start: first answer, fresh data dir', value: Math.round(fresh.readyMs), unit: 'ms' },
      {
        name: `start: first answer, existing data dir (median of ${STARTS})`,
        value: Math.round(median(existing.map((s) => s.readyMs))),
        unit: 'ms',
        target: TARGET_MS,
      },
      {
        name: 'start: slowest of those',
        value: Math.round(Math.max(...existing.map((s) => s.readyMs))),
        unit: 'ms',
      },
      {
        name: `start: first answer from the database (GET /healthz), existing data dir (median of ${STARTS})`,
        value: Math.round(median(existing.map((s) => s.databaseReadyMs))),
        unit: 'ms',
      },
      {
        name: `npm start, dist/ current: first answer (median of ${NPM_STARTS}; ${rebuilds ? 'REBUILDS dist/' : 'no rebuild'})`,
        value: Math.round(median(npm.map((s) => s.readyMs))),
        unit: 'ms',
      },
    ];
  });
}
