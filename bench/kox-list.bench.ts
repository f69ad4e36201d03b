/**
 * The public creator database (issue 12): the built studio on a fresh data dir, signed in; its idle memory, the
 * first list call (which builds the index of the 100,000 sample creators in its worker) and the memory after;
 * then filtered, sorted pages of every shape a buyer asks for, round robin, each followed by `user.info` (a
 * signed-in call that reads one cached row) so the two are timed side by side over loopback: the difference is
 * what the list itself costs the server. Meanwhile a probe asks /healthz every 5 ms: its slowest answer is the
 * longest the server kept other requests waiting; the probe alone on the idle server first shows what the
 * machine's load costs by itself. Targets: a page ≤ 100 ms (p95), the probe ≤ 20 ms.
 */
import path from 'node:path';
import type { BenchResult } from './bench-result.ts';
import { probeFor, startProbe } from './latency-probe.ts';
import { ensureBuilt, startServer } from './server-process.ts';
import { median, percentile, round1 } from './stats.ts';
import { call, signIn } from './studio-client.ts';
import { withTempDir } from './temp-dir.ts';

const ROUNDS = 20;
const PAGE_TARGET_MS = 100;
const STALL_TARGET_MS = 20;

/** What a buyer filters by, from broad to narrow, each sorted another way. */
const QUERIES: Record<string, string | number>[] = [
  { sort: 'followers' },
  { platform: 'tiktok,instagram', language: 'en', followers: '0-200k', sort: 'engagement_rate' },
  { topics: 'running|跑步|fitness', has_email: 'true', last_active: 30, sort: 'avg_views', order: 'desc' },
  {
    followers: 'custom',
    followers_min: 50000,
    followers_max: 900000,
    price_max: 5000,
    sort: 'price_per_video',
    order: 'asc',
  },
  {
    audience_gender: 'female',
    audience_gender_min: 70,
    audience_age: '18-24',
    audience_country: 'US',
    sort: 'followers',
  },
  {
    country: 'CN,TW,HK',
    engagement_rate_min: 2,
    avg_views_min: 10000,
    sort: 'last_active',
    page: 5,
    page_size: 50,
  },
];

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-kox', async (dir) => {
    const server = await startServer({ dataDir: path.join(dir, 'data') });
    try {
      const token = await signIn(server.url);
      const idle = await server.memory();
      const idleProbe = await probeFor(`${server.url}/healthz`, 3_000);
      const buildProbe = await startProbe(`${server.url}/healthz`);
      const firstStarted = performance.now();
      const first = await call(server.url, 'kox.publicList', {} as never, token);
      const firstMs = performance.now() - firstStarted;
      const buildTimes = await buildProbe.stop();
      if (first.total !== 100_000) throw new Error(`The public database holds ${first.total} creators`);
      const probe = await startProbe(`${server.url}/healthz`);
      const times: number[] = [];
      const baseline: number[] = [];
      const timed = async (into: number[], work: () => Promise<unknown>) => {
        const started = performance.now();
        await work();
        into.push(performance.now() - started);
      };
      for (let round = 0; round < ROUNDS; round++)
        for (const query of QUERIES) {
          await timed(times, () => call(server.url, 'kox.publicList', query as never, token));
          await timed(baseline, () => call(server.url, 'user.info', {}, token));
        }
      const probeTimes = await probe.stop();
      const indexed = await server.memory();
      return [
        { name: 'kox: server RSS idle, before the index', value: round1(idle.rssMb), unit: 'MB' },
        { name: 'kox: server RSS with the 100k index built', value: round1(indexed.rssMb), unit: 'MB' },
        { name: 'kox: first list call (builds the index)', value: Math.round(firstMs), unit: 'ms' },
        { name: 'kox: filtered sorted page of 100k, median', value: round1(median(times)), unit: 'ms' },
        { name: 'kox: user.info beside it, median', value: round1(median(baseline)), unit: 'ms' },
        {
          name: 'kox: filtered sorted page of 100k, p95',
          value: round1(percentile(times, 95)),
          unit: 'ms',
          target: PAGE_TARGET_MS,
        },
        { name: 'kox: user.info beside it, p95', value: round1(percentile(baseline, 95)), unit: 'ms' },
        { name: 'kox: slowest /healthz, idle server', value: round1(Math.max(...idleProbe)), unit: 'ms' },
        {
          name: 'kox: slowest /healthz while the index builds',
          value: round1(Math.max(...buildTimes)),
          unit: 'ms',
        },
        {
          name: 'kox: slowest /healthz while pages are listed',
          value: round1(Math.max(...probeTimes)),
          unit: 'ms',
          target: STALL_TARGET_MS,
        },
      ];
    } finally {
      await server.stop();
    }
  });
}
