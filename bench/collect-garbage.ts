import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const QUIET_WINDOW_MS = 20;
/** Below this share of one core over a window, the collection's helpers are done. */
const QUIET_SHARE = 0.2;
const QUIET_LIMIT_MS = 2_000;

/**
 * A full garbage collection of the bench's main thread, so garbage the bench made itself (a generated corpus,
 * garbage once loaded) is not collected during a measurement: its pause belongs to the benchmark, not to the
 * work measured. So does its wake: V8 sweeps and releases the freed pages on helper threads for a while after
 * the pause, and on two cores the main thread then waits for a core (docs/performance.md, "The bench's own
 * collection"). Returns once the process has been quiet for a window, or after QUIET_LIMIT_MS.
 */
export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  await untilQuiet(processCpuMsOver);
}

/** The CPU time of the whole process (every thread) over a window of `ms`. */
async function processCpuMsOver(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await sleep(ms);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Waits for a window in which `cpuMsOver` reports the process quiet, or until QUIET_LIMIT_MS have passed. */
export async function untilQuiet(cpuMsOver: (windowMs: number) => Promise<number>): Promise<void> {
  const deadline = performance.now() + QUIET_LIMIT_MS;
  while (performance.now() < deadline) {
    if ((await cpuMsOver(QUIET_WINDOW_MS)) < QUIET_WINDOW_MS * QUIET_SHARE) return;
  }
}
