/**
 * Time to compute every db_* component of one dashboard over 100,000 and 1,000,000 generated posts on DuckDB,
 * and the longest event-loop stall while they run. Targets (issue 3): 100k ≤ 100 ms, 1M ≤ 500 ms, stall ≤ 20 ms.
 * One store grows from the first size to the next, so the corpus is generated only once. The idle baseline shows
 * what the machine's load alone does to the event loop.
 */
import { computeComponents, DB_API_KEYS } from '../server/analytics/components/registry.ts';
import { createAnalyticsStore, type AnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import { benchDashboardId, generateBenchCorpus } from '../server/analytics/sources/sample/bench-corpus.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { BenchResult } from './bench-result.ts';
import { idleGapMs, watchEventLoop } from './event-loop-stall.ts';

const SIZES = [100_000, 1_000_000];
const TARGET_MS: Record<number, number> = { 100_000: 100, 1_000_000: 500 };
const STALL_TARGET_MS = 20;
const RUNS = 5;

/**
 * Adds `posts` posts. The same seed gives the same channels, so a later load reuses them (inserted once) and
 * prefixes its post ids to keep them distinct.
 */
async function load(store: AnalyticsStore, posts: number, part: number): Promise<void> {
  for (const batch of generateBenchCorpus(posts, 42, { subjects: 2, batchSize: 50_000 })) {
    if (part === 0) await store.insert('channels', batch.channels as never);
    await store.insert('posts', batch.posts.map((p) => ({ ...p, post_id: `${part}-${p.post_id}` })) as never);
    await store.insert(
      'post_hashtags',
      batch.hashtags.map((h) => ({ ...h, post_id: `${part}-${h.post_id}` })) as never,
    );
  }
}

/**
 * A full garbage collection of the main thread, so the generated corpus (garbage once loaded) is not collected
 * during the measurement: its pause belongs to the benchmark, not to the computation.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function measure(store: AnalyticsStore): Promise<{ medianMs: number; stallMs: number }> {
  const scope = { dashboardId: benchDashboardId, subjectIds: ['s1', 's2'] };
  await computeComponents(store, scope, DB_API_KEYS); // warm-up: opens the read connections
  collectGarbage();
  const times: number[] = [];
  const watch = watchEventLoop();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await computeComponents(store, scope, DB_API_KEYS);
    times.push(performance.now() - start);
  }
  const { maxGapMs } = watch.stop();
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(RUNS / 2)]!, stallMs: maxGapMs };
}

export default async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [
    {
      name: 'baseline: longest event-loop gap while idle (machine load)',
      value: round(await idleGapMs()),
      unit: 'ms',
    },
  ];
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  try {
    let loaded = 0;
    for (const [part, size] of SIZES.entries()) {
      await load(store, size - loaded, part);
      loaded = size;
      const { medianMs, stallMs } = await measure(store);
      const label = size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1_000}k`;
      results.push(
        {
          name: `components: all ${DB_API_KEYS.length} db_* of one dashboard, ${label} posts (median of ${RUNS})`,
          value: round(medianMs),
          unit: 'ms',
          target: TARGET_MS[size],
        },
        {
          name: `components: longest event-loop stall, ${label} posts`,
          value: round(stallMs),
          unit: 'ms',
          target: STALL_TARGET_MS,
        },
      );
    }
  } finally {
    await store.close();
  }
  return results;
}

const round = (x: number) => Math.round(x * 10) / 10;
