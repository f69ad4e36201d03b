interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

export interface BatchedCallsOptions<In> {
  /** The most inputs one batch carries. */
  maxBatch: number;
  /** Inputs of one key never share a batch (a later one goes in another). */
  keyOf: (input: In) => string;
}

/**
 * Group commit for one kind of statement: the calls made in one turn of the event loop go together as one
 * statement at the end of that turn (`setImmediate`), and a batch never waits for another to finish. Twenty chat
 * turns whose requests the server reads together then cost the database a few statements instead of twenty, each
 * of which carries its own parse, plan and commit (in PGlite's single thread ≈ 3.5 ms for one turn, ≈ 0.4 ms a
 * turn in a batch of 20); a caller that comes alone waits only for the end of the turn. (Holding the next batch
 * until the running one answered made it wait for the server's thread to read that answer, which it does only
 * after the burst of requests it is reading: decision 124.) `run` answers one output per input, in order. When a
 * batch of several fails, each of its inputs is run alone, so one bad input fails only its own call (and a
 * deadlock between two nodes' batches resolves itself).
 */
export function batchedCalls<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  { maxBatch, keyOf }: BatchedCallsOptions<In>,
): (input: In) => Promise<Out> {
  let queue: Waiting<In, Out>[] = [];

  const settle = async (batch: Waiting<In, Out>[]) => {
    try {
      const outputs = await run(batch.map((w) => w.input));
      batch.forEach((w, i) => w.resolve(outputs[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((w) => settle([w])));
    }
  };

  const flush = () => {
    const waiting = queue;
    queue = [];
    while (waiting.length > 0) {
      const keys = new Set<string>();
      const batch: Waiting<In, Out>[] = [];
      for (let i = 0; i < waiting.length && batch.length < maxBatch;) {
        const key = keyOf(waiting[i]!.input);
        if (keys.has(key)) {
          i++;
          continue;
        }
        keys.add(key);
        batch.push(...waiting.splice(i, 1));
      }
      void settle(batch);
    }
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ input, resolve, reject });
    });
}
