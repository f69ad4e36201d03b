/**
 * The attempt limiters under a flood (server/lib/rate-limits): after 12,000 share checks with random link ids
 * (no sign-in needed), a signed-in GET measured alone and while 20 connections keep sending them, against a
 * real server process. The
 * earlier home-made limiter scanned all its keys on every failure past 10,000 keys: the same GET fell from 682 to
 * 45 req/s and its p99 rose from 27 to 1,090 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '../src/lib/api/endpoints.ts';
import { ErrorCode } from '../src/lib/api/error-codes.ts';
import { startServer, type ServerProcess } from '../tests/fault/helpers/spawn-server.ts';
import type { BenchResult } from './bench-result.ts';

const PHASE_MS = 6_000;
/** Failed share checks sent before measuring: the old limiter degraded past 10,000 keys. */
const PREFILL = 12_000;
const CONNECTIONS = 20;
/** Under the flood, the GET's p99 may grow to this many times its idle value. */
const P99_GROWTH_TARGET = 3;

interface Phase {
  requests: number;
  latencies: number[];
}

async function hammer(until: number, request: () => Promise<Response>, phase?: Phase): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (phase) {
      phase.requests++;
      phase.latencies.push(performance.now() - started);
    }
  }
}

async function prefill(server: Pick<ServerProcess, 'url'>): Promise<void> {
  const first = (await (await verifyRandomLink(server)).json()) as { code: number };
  if (first.code !== ErrorCode.SHARE_EXPIRED)
    throw new Error(
      `share_verify of an unknown link answered ${first.code}, not 10102: the bench measures nothing`,
    );
  let left = PREFILL;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left-- > 0) await (await verifyRandomLink(server)).arrayBuffer();
    }),
  );
}

const verifyRandomLink = (server: Pick<ServerProcess, 'url'>) =>
  fetch(new URL(endpoints['share.verify'].path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ link: randomBytes(18).toString('base64url'), code: 'Guess1234' }),
  });

async function measure(server: Pick<ServerProcess, 'url'>, token: string, flood: boolean): Promise<Phase> {
  const phase: Phase = { requests: 0, latencies: [] };
  const until = performance.now() + PHASE_MS;
  const get = () =>
    fetch(new URL(endpoints['user.info'].path, server.url), {
      method: 'POST',
      headers: { 'MB-TOKEN': token },
    });
  const verify = () => verifyRandomLink(server);
  await Promise.all([
    ...Array.from({ length: CONNECTIONS / 2 }, () => hammer(until, get, phase)),
    ...(flood ? Array.from({ length: CONNECTIONS }, () => hammer(until, verify)) : []),
  ]);
  return phase;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;

/** The numbers for a server already running at `server.url`, signed in with `token`. */
export async function floodResults(
  server: Pick<ServerProcess, 'url'>,
  token: string,
): Promise<BenchResult[]> {
  await prefill(server);
  await measure(server, token, false); // warm-up
  const idle = await measure(server, token, false);
  const flooded = await measure(server, token, true);
  const rate = (p: Phase) => Math.round(p.requests / (PHASE_MS / 1000));
  return [
    { name: 'signed-in GET alone: throughput', value: rate(idle), unit: 'req/s' },
    { name: 'signed-in GET alone: p99', value: Math.round(p99(idle.latencies)), unit: 'ms' },
    { name: 'signed-in GET under a share_verify flood: throughput', value: rate(flooded), unit: 'req/s' },
    {
      name: 'signed-in GET under a share_verify flood: p99',
      value: Math.round(p99(flooded.latencies)),
      unit: 'ms',
    },
    {
      name: 'p99 under the flood ÷ p99 alone',
      value: Number((p99(flooded.latencies) / Math.max(1, p99(idle.latencies))).toFixed(2)),
      unit: '×',
      target: P99_GROWTH_TARGET,
    },
  ];
}

export default async function run(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'limiter-bench-'));
  const server = await startServer({ dataDir: path.join(dir, 'data') });
  try {
    return await floodResults(server, await server.signIn());
  } finally {
    await server.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}
