import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long one slice may hold the event loop: well under the 20 ms a request may wait, since other work (another
 * request's slice, a scavenge) often runs in the same turn. 5 ms slices made the recommendation pages' longest
 * gaps longer than ten creators a slice did (docs/performance.md).
 */
export const SLICE_MS = 2;

/**
 * Paces a loop on the event loop by time: `await pace()` between two items yields a turn once the slice has run
 * SLICE_MS, and otherwise goes on at once. Time, not a count of items: an item costs more while its code is
 * still cold, on a busy machine, or when it is a long one (a creative text, a creator with many posts).
 */
export function slicePacer(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart <= sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/**
 * Runs `each` over the items on the event loop in slices of SLICE_MS, so tens of thousands of items never stall
 * the server's other requests.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  const pace = slicePacer();
  for (let i = 0; i < items.length; i++) {
    await pace();
    signal?.throwIfAborted();
    each(items[i]!, i);
  }
}
