import { describe, expect, it } from 'vitest';
import { mapInChunks } from '../../../../server/ai/text-analytics/in-chunks.ts';

describe('mapInChunks', () => {
  it('maps in order and lets other work run between chunks', async () => {
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      if (ticks < 100) setImmediate(tick);
    };
    setImmediate(tick);
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const out = await mapInChunks(items, (i) => i * 2);
    expect(out).toEqual(items.map((i) => i * 2));
    // Five chunks of 200: four yields, each letting the ticker run once.
    expect(ticks).toBeGreaterThanOrEqual(4);
  });
});
