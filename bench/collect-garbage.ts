import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection of the bench's main thread, so garbage the bench made itself (a generated corpus,
 * garbage once loaded) is not collected during a measurement: its pause belongs to the benchmark, not to the
 * work measured.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
