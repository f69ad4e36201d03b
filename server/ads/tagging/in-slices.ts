import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice may hold the event loop: well under the 20 ms a request may wait. */
const SLICE_MS = 5;

/**
 * Runs `each` over the items on the event loop, yielding to it whenever a slice has run SLICE_MS, so tagging
 * tens of thousands of ads never stalls the server's other requests (time-based: an ad with a long creative
 * text costs more than one with a short name).
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
    each(items[i]!, i);
  }
}
