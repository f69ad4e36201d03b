/** Items handled between two yields to the event loop: about a few milliseconds of lexicon work. */
const CHUNK = 200;

/**
 * Maps items synchronously in chunks, yielding to the event loop between chunks, so analysing thousands of texts
 * never stalls the server's other requests.
 */
export async function mapInChunks<T, R>(items: readonly T[], fn: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const item of items.slice(i, i + CHUNK)) out.push(fn(item));
  }
  return out;
}
