import { describe, expect, it } from 'vitest';
import { forEachInSlices, slicePacer } from '../../../server/lib/in-slices.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('work in slices of the event loop', () => {
  it('lets other work run between slices', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await forEachInSlices(Array.from({ length: 20 }), (_, i) => {
      busy(2);
      if (i === 19) order.push('last item');
    });
    expect(order).toEqual(['other work', 'last item']);
  });

  it('goes on without yielding while a slice is short, and yields once it has run its time', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    const pace = slicePacer(50);
    for (let i = 0; i < 100; i++) await pace();
    order.push('quick items done');
    busy(60);
    await pace();
    order.push('after the slow item');
    expect(order).toEqual(['quick items done', 'other work', 'after the slow item']);
  });

  it('stops at an abort between items', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const run = forEachInSlices(
      [1, 2, 3],
      (n) => {
        seen.push(n);
        busy(10);
        controller.abort();
      },
      controller.signal,
    );
    await expect(run).rejects.toThrow();
    expect(seen).toEqual([1]);
  });
});
