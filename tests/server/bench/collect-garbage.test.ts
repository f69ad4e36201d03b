import { describe, expect, it } from 'vitest';
import { collectGarbage, untilQuiet } from '../../../bench/collect-garbage.ts';

/**
 * What a window of the process used, as a script: busy windows, then quiet ones. (A real spinning thread made
 * this test fail on a loaded machine: a thread waiting for a core leaves its process quiet for a window.)
 */
function windows(...cpuMs: number[]) {
  const asked: number[] = [];
  const cpuMsOver = async (windowMs: number) => {
    asked.push(windowMs);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return cpuMs[asked.length - 1] ?? 0;
  };
  return { asked, cpuMsOver };
}

describe("the bench's own collection", () => {
  it("returns at the first window in which the process's threads used under a fifth of a core", async () => {
    const { asked, cpuMsOver } = windows(20, 15, 4, 3.9, 0);
    await untilQuiet(cpuMsOver);
    expect(asked).toEqual([20, 20, 20, 20]);
  });

  it('gives up after two seconds of busy windows', async () => {
    const started = performance.now();
    await untilQuiet(async (windowMs) => {
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      return windowMs;
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_990);
  });

  it('returns within a few windows when nothing else runs', async () => {
    const started = performance.now();
    await collectGarbage();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
