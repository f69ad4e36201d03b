import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Watches the event loop while work runs: the longest gap a 1 ms interval timer saw (the stall a request
 * would feel) and perf_hooks' histogram of loop delay. `pause()` leaves out a stretch that is the bench's own
 * preparation, not the work measured (generating the next batch of a corpus); a histogram counts across
 * disable/enable, so each watched stretch gets its own.
 */
export function watchEventLoop() {
  const stretches: IntervalHistogram[] = [];
  let histogram: IntervalHistogram | undefined;
  let last = 0;
  let maxGap = 0;
  let timer: NodeJS.Timeout | undefined;

  const resume = () => {
    histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    stretches.push(histogram);
    last = performance.now();
    timer = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
    }, 1);
  };
  const pause = () => {
    clearInterval(timer);
    histogram?.disable();
    histogram = undefined;
  };

  resume();
  return {
    pause,
    resume,
    stop() {
      pause();
      const longest = stretches.reduce((a, b) => (b.max > a.max ? b : a));
      return {
        maxGapMs: maxGap,
        maxDelayMs: longest.max / 1e6,
        p99DelayMs: Math.max(...stretches.map((h) => h.percentile(99))) / 1e6,
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
