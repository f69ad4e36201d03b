/**
 * Time to compute every db_* component of one dashboard over 100,000 and 1,000,000 generated posts on DuckDB,
 * and the longest event-loop stall while they run. Targets (issue 3): 100k ≤ 100 ms, 1M ≤ 500 ms, stall ≤ 20 ms.
 * One store grows from the first size to the next, so the corpus is generated only once. The idle baseline shows
 * what the machine's load alone does to the event loop.
 */
import { DB_API_KEYS } from '../server/analytics/components/registry.ts';
import { createAnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import type { BenchResult } from './bench-result.ts';
import { loadPosts, measureComponents } from './components-run.ts';
import { idleGapMs } from './event-loop-stall.ts';

const SIZES = [100_000, 1_000_000];
const TARGET_MS: Record<number, number> = { 100_000: 100, 1_000_000: 500 };
const STALL_TARGET_MS = 20;
const RUNS = 5;

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
      await loadPosts(store, size - loaded, part);
      loaded = size;
      const { medianMs, stallMs } = await measureComponents(store, RUNS);
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
