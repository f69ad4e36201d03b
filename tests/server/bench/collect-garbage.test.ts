import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../bench/collect-garbage.ts';

const SPIN_MS = 300;

/** A thread of this process that keeps a core busy for `ms` once it has started. */
async function spinningThread(ms: number): Promise<{ done: Promise<number>; worker: Worker }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.postMessage('spinning');
     const end = Date.now() + ${ms};
     while (Date.now() < end);
     parentPort.postMessage('done');`,
    { eval: true },
  );
  await once(worker, 'message');
  const done = once(worker, 'message').then(() => performance.now());
  return { done, worker };
}

describe("the bench's own collection", () => {
  it("returns only once the process's other threads are quiet", async () => {
    const { done, worker } = await spinningThread(SPIN_MS);
    try {
      await collectGarbage();
      const returned = performance.now();
      // The thread's last window can end just after the spin does.
      expect(returned).toBeGreaterThan((await done) - 30);
    } finally {
      await worker.terminate();
    }
  });

  it('returns within a few windows when nothing else runs', async () => {
    const started = performance.now();
    await collectGarbage();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
