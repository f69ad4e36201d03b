import type { AnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import type { CollectedBatch } from '../server/analytics/sources/collection-source.ts';
import { collectGarbage } from './collect-garbage.ts';
import { watchEventLoop } from './event-loop-stall.ts';

/**
 * Inserts the batches as a collection does, table by table, timing it and watching the event loop meanwhile.
 * Batches may be generated as they are asked for (a lazy corpus): the watch and the clock then leave out the
 * generating and a full collection after it, which are the bench's data source and not the store's work.
 */
export async function ingest(store: AnalyticsStore, batches: Iterable<CollectedBatch>) {
  const loop = watchEventLoop();
  let inserting = 0;
  const generated = !Array.isArray(batches);
  const batchesIn = batches[Symbol.iterator]();
  for (;;) {
    loop.pause();
    const next = batchesIn.next();
    if (generated) await collectGarbage();
    loop.resume();
    if (next.done) break;
    const batch = next.value;
    const started = performance.now();
    await store.insert('channels', batch.channels);
    await store.insert('channel_snapshots', batch.snapshots);
    await store.insert('posts', batch.posts);
    await store.insert('post_hashtags', batch.hashtags);
    inserting += performance.now() - started;
  }
  return { seconds: inserting / 1000, ...loop.stop() };
}
