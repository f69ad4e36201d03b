/**
 * Authenticated API throughput (issue 9): autocannon at 100 connections for 10 s on GET /api/user/role/list of
 * the built studio (fresh data dir, signed in as the administrator), then on a bare Hono server answering the same
 * bytes, in the same run. Targets: ≥ 5,000 req/s and p99 < 50 ms for the studio.
 */
import path from 'node:path';
import { endpoints } from '../src/lib/api/endpoints.ts';
import type { BenchResult } from './bench-result.ts';
import { load, type Load } from './http-load.ts';
import { ensureBuilt, repoRoot, startServer, type ServerProcess } from './server-process.ts';
import { round1 } from './stats.ts';
import { signIn } from './studio-client.ts';
import { withTempDir } from './temp-dir.ts';

const CONNECTIONS = 100;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const MIN_RPS = 5_000;
const P99_TARGET_MS = 50;
const PATH = endpoints['user.roleList'].path;

async function measure(server: ServerProcess, headers: Record<string, string>): Promise<Load> {
  const expectBody = await (await fetch(server.url + PATH, { headers })).text();
  const options = { connections: CONNECTIONS, headers, expectBody };
  await load(server.url + PATH, { ...options, durationSeconds: WARM_UP_SECONDS });
  return load(server.url + PATH, { ...options, durationSeconds: SECONDS });
}

async function stopping<T>(server: ServerProcess, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await server.stop();
  }
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-api', async (dir) => {
    const studio = await startServer({ dataDir: path.join(dir, 'data') });
    const { app, body } = await stopping(studio, async () => {
      const headers = { 'MB-TOKEN': await signIn(studio.url) };
      const answer = await (await fetch(studio.url + PATH, { headers })).text();
      if ((JSON.parse(answer) as { code: number }).code !== 0) throw new Error(`${PATH} answered ${answer}`);
      return { app: await measure(studio, headers), body: answer };
    });
    const bare = await startServer({
      dataDir: dir,
      env: { BARE_BODY: body },
      command: {
        command: process.execPath,
        args: ['--import', 'tsx', path.join(repoRoot, 'bench/bare-hono-server.ts')],
      },
    });
    const hono = await stopping(bare, () => measure(bare, {}));
    const label = `GET ${PATH}, ${CONNECTIONS} connections, ${SECONDS} s`;
    return [
      {
        name: `studio, signed in: ${label}`,
        value: Math.round(app.requestsPerSecond),
        unit: 'req/s',
        min: MIN_RPS,
      },
      { name: 'studio, signed in: p50', value: app.p50Ms, unit: 'ms' },
      { name: 'studio, signed in: p99', value: app.p99Ms, unit: 'ms', target: P99_TARGET_MS },
      { name: `bare Hono, same answer: ${label}`, value: Math.round(hono.requestsPerSecond), unit: 'req/s' },
      { name: 'bare Hono: p99', value: hono.p99Ms, unit: 'ms' },
      {
        name: 'studio throughput ÷ bare Hono throughput',
        value: round1((100 * app.requestsPerSecond) / hono.requestsPerSecond),
        unit: '%',
      },
      { name: 'connection errors and timeouts (studio + bare)', value: app.errors + hono.errors, unit: '' },
    ];
  });
}
