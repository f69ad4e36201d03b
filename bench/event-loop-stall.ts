import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Watches the event loop while work runs: the longest gap a 1 ms interval timer saw (the stall a request
 * would feel) and perf_hooks' histogram of loop delay.
 */
export function watchEventLoop() {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let last = performance.now();
  let maxGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      histogram.disable();
      return {
        maxGapMs: maxGap,
        maxDelayMs: histogram.max / 1e6,
        p99DelayMs: histogram.percentile(99) / 1e6,
      };
    },
  };
}

/** The longest gap of an idle event loop over `ms`: what the machine's load alone costs. */
export async function idleGapMs(ms = 2_000): Promise<number> {
  const loop = watchEventLoop();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return loop.stop().maxGapMs;
}
