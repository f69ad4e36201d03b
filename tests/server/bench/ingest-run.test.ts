import { describe, expect, it } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ingest } from '../../../bench/ingest-run.ts';
import type { AnalyticsStore } from '../../../server/analytics/store/analytics-store.ts';
import type { CollectedBatch } from '../../../server/analytics/sources/collection-source.ts';

/**
 * Long enough that a stall of the machine itself (CI runs other suites beside this one; 50 ms happen) stays well
 * under it: a generation left in the watch would make a gap of at least this.
 */
const BLOCK_MS = 250;

function holdTheLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

const emptyBatch = (): CollectedBatch => ({
  channels: [],
  posts: [],
  hashtags: [],
  comments: [],
  snapshots: [],
});

/** A store whose inserts yield a few turns, and hold the loop themselves when told to. */
function fakeStore(insertHoldsMs = 0) {
  const tables: string[] = [];
  const store = {
    async insert(table: string) {
      tables.push(table);
      for (let i = 0; i < 5; i++) await nextTurn();
      if (insertHoldsMs) holdTheLoop(insertHoldsMs);
      return 0;
    },
  } as unknown as AnalyticsStore;
  return { store, tables };
}

describe('the ingest bench run', () => {
  it('leaves the generating of a lazy corpus out of the stall it reports', async () => {
    function* generated() {
      for (let i = 0; i < 3; i++) {
        holdTheLoop(BLOCK_MS);
        yield emptyBatch();
      }
    }
    const { store, tables } = fakeStore();
    const run = await ingest(store, generated());
    expect(tables).toHaveLength(12);
    expect(run.maxGapMs).toBeLessThan(BLOCK_MS);
    expect(run.maxDelayMs).toBeLessThan(BLOCK_MS);
    expect(run.seconds).toBeLessThan((3 * BLOCK_MS) / 1000);
  });

  it("counts the store's own hold of the loop", async () => {
    const { store } = fakeStore(BLOCK_MS);
    const run = await ingest(store, [emptyBatch()]);
    expect(run.maxGapMs).toBeGreaterThanOrEqual(BLOCK_MS);
    expect(run.maxDelayMs).toBeGreaterThanOrEqual(BLOCK_MS * 0.9);
  });
});
