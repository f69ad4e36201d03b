import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMemory } from '../../../bench/memory-sampler.ts';

describe('sampleMemory', () => {
  afterEach(() => void vi.useRealTimers());

  it('samples at once and once more when stopped', async () => {
    const samples = (await sampleMemory(process.pid, 3_600_000)).stop();
    expect(samples).toHaveLength(2);
    expect(samples.every((s) => s.rssMb > 10)).toBe(true);
    expect(samples[1]!.atMs).toBeGreaterThanOrEqual(samples[0]!.atMs);
  });

  it('adds a sample each period until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sampler = await sampleMemory(process.pid, 1_000);
    vi.advanceTimersByTime(3_000);
    const samples = sampler.stop();
    expect(samples).toHaveLength(5); // the first, three periods, the last
    vi.advanceTimersByTime(3_000);
    expect(samples).toHaveLength(5);
  });
});
