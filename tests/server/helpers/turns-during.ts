/**
 * Runs `work` while counting turns of the event loop (a chain of setImmediate): work cut into slices lets it turn
 * many times; work done in one stretch lets it turn only at its few awaits.
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  try {
    return { result: await work(), turns };
  } finally {
    counting = false;
  }
}
