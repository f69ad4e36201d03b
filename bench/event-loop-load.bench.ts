/**
 * Event-loop stalls, quiet and loaded (issue 9): the longest gap of this process's event loop while 100,000
 * generated posts are ingested into a DuckDB file (ingest.bench.ts) and while every db_* component of a dashboard
 * is computed over 100,000 posts (components.bench.ts), first on the machine as it is, then with two processes
 * this bench starts spinning a core each. Targets: ≤ 20 ms quiet, ≤ 50 ms loaded.
 */
import path from 'node:path';
import { createAnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import { generateBenchCorpus } from '../server/analytics/sources/sample/bench-corpus.ts';
import type { BenchResult } from './bench-result.ts';
import { startBusyProcesses } from './busy-processes.ts';
import { loadPosts, measureComponents } from './components-run.ts';
import { idleGapMs } from './event-loop-stall.ts';
import { ingest } from './ingest-run.ts';
import { round1 } from './stats.ts';
import { withTempDir } from './temp-dir.ts';

const POSTS = 100_000;
const COMPUTE_RUNS = 5;
const BUSY_PROCESSES = 2;
const TARGET_MS = { quiet: 20, loaded: 50 };

/**
 * The corpus is generated a batch at a time, as the insert asks for it, and dropped once inserted: a collection
 * holds one subject's posts at a time (a few thousand), never 100,000. Held whole, the bench's own 100,000 posts
 * (≈ 500 MB of heap) were what the loop waited for under load: a scavenge walks every old-generation page, and
 * on this machine the first one after seconds without a collection took 40–60 ms of CPU (docs/performance.md).
 */
async function ingestStall(): Promise<number> {
  return withTempDir('bench-stall', async (dir) => {
    const store = await createAnalyticsStore({ engine: 'duckdb', path: path.join(dir, 'facts.duckdb') });
    try {
      const run = await ingest(store, generateBenchCorpus(POSTS, 11, { subjects: 2, batchSize: 10_000 }));
      return Math.max(run.maxGapMs, run.maxDelayMs);
    } finally {
      await store.close();
    }
  });
}

async function computeStall(): Promise<number> {
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  try {
    await loadPosts(store, POSTS, 0);
    return (await measureComponents(store, COMPUTE_RUNS)).stallMs;
  } finally {
    await store.close();
  }
}

async function stalls(machine: 'quiet' | 'loaded'): Promise<BenchResult[]> {
  const label = machine === 'quiet' ? 'machine as it is' : `${BUSY_PROCESSES} busy processes`;
  return [
    { name: `stall, ${label}: idle event loop (baseline)`, value: round1(await idleGapMs()), unit: 'ms' },
    {
      name: `stall, ${label}: ingest of ${POSTS.toLocaleString('en-US')} posts`,
      value: round1(await ingestStall()),
      unit: 'ms',
      target: TARGET_MS[machine],
    },
    {
      name: `stall, ${label}: all db_* components over ${POSTS.toLocaleString('en-US')} posts`,
      value: round1(await computeStall()),
      unit: 'ms',
      target: TARGET_MS[machine],
    },
  ];
}

export default async function run(): Promise<BenchResult[]> {
  const quiet = await stalls('quiet');
  const busy = await startBusyProcesses(BUSY_PROCESSES);
  try {
    return [...quiet, ...(await stalls('loaded'))];
  } finally {
    await busy.stop();
  }
}
