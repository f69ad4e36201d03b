import { describe, expect, it } from 'vitest';
import { sampleMemory } from '../../../bench/memory-sampler.ts';

describe('sampleMemory', () => {
  it('samples this process at its pace and stops at once, not at the next tick', async () => {
    const sampler = sampleMemory(process.pid, 20);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stoppedAt = performance.now();
    const samples = await sampler.stop();
    expect(performance.now() - stoppedAt).toBeLessThan(50);
    expect(samples.length).toBeGreaterThanOrEqual(3);
    expect(samples.every((s) => s.rssMb > 10)).toBe(true);
    expect(samples.map((s) => s.atMs)).toEqual([...samples.map((s) => s.atMs)].sort((a, b) => a - b));
  });

  it('stops promptly with an hour between samples', async () => {
    const sampler = sampleMemory(process.pid, 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stoppedAt = performance.now();
    expect(await sampler.stop()).toHaveLength(1);
    expect(performance.now() - stoppedAt).toBeLessThan(50);
  });
});
