import type { AnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import type { CollectedBatch } from '../server/analytics/sources/collection-source.ts';
import { watchEventLoop } from './event-loop-stall.ts';

/** Inserts the batches as a collection does, table by table, timing it and watching the event loop meanwhile. */
export async function ingest(store: AnalyticsStore, batches: CollectedBatch[]) {
  const loop = watchEventLoop();
  const started = performance.now();
  for (const batch of batches) {
    await store.insert('channels', batch.channels);
    await store.insert('channel_snapshots', batch.snapshots);
    await store.insert('posts', batch.posts);
    await store.insert('post_hashtags', batch.hashtags);
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, ...loop.stop() };
}
