import { computeComponents, DB_API_KEYS } from '../server/analytics/components/registry.ts';
import type { AnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import { benchDashboardId, generateBenchCorpus } from '../server/analytics/sources/sample/bench-corpus.ts';
import { collectGarbage } from './collect-garbage.ts';
import { watchEventLoop } from './event-loop-stall.ts';

/**
 * Adds `posts` posts. The same seed gives the same channels, so a later load reuses them (inserted once) and
 * prefixes its post ids to keep them distinct.
 */
export async function loadPosts(store: AnalyticsStore, posts: number, part: number): Promise<void> {
  for (const batch of generateBenchCorpus(posts, 42, { subjects: 2, batchSize: 50_000 })) {
    if (part === 0) await store.insert('channels', batch.channels as never);
    await store.insert('posts', batch.posts.map((p) => ({ ...p, post_id: `${part}-${p.post_id}` })) as never);
    await store.insert(
      'post_hashtags',
      batch.hashtags.map((h) => ({ ...h, post_id: `${part}-${h.post_id}` })) as never,
    );
  }
}

/** Every db_* component of the bench dashboard, `runs` times: the median time and the longest event-loop gap. */
export async function measureComponents(
  store: AnalyticsStore,
  runs: number,
): Promise<{ medianMs: number; stallMs: number }> {
  const scope = { dashboardId: benchDashboardId, subjectIds: ['s1', 's2'] };
  await computeComponents(store, scope, DB_API_KEYS); // warm-up: opens the read connections
  await collectGarbage();
  const times: number[] = [];
  const watch = watchEventLoop();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await computeComponents(store, scope, DB_API_KEYS);
    times.push(performance.now() - start);
  }
  const { maxGapMs } = watch.stop();
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(runs / 2)]!, stallMs: maxGapMs };
}
