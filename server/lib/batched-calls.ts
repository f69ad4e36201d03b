interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

export interface BatchedCallsOptions<In> {
  /** The most inputs one batch carries. */
  maxBatch: number;
  /** Inputs of one key never share a batch (a later one waits for the next). */
  keyOf: (input: In) => string;
}

/**
 * Group commit for one kind of statement: a call made while no batch runs starts one at once; calls made while
 * one runs wait and go together in the next. Twenty chat turns starting together then cost the database a few
 * statements instead of twenty, each of which carries its own parse, plan and commit (in PGlite's single thread
 * ≈ 3.5 ms for one turn, ≈ 0.4 ms a turn in a batch of 20), and a caller that comes alone waits for nothing.
 * `run` answers one output per input, in order. When a batch of several fails, each of its inputs is run alone,
 * so one bad input fails only its own call (and a deadlock between two nodes' batches resolves itself).
 */
export function batchedCalls<In, Out>(
  run: (inputs: In[]) => Promise<Out[]>,
  { maxBatch, keyOf }: BatchedCallsOptions<In>,
): (input: In) => Promise<Out> {
  const queue: Waiting<In, Out>[] = [];
  let running = false;

  const settle = async (batch: Waiting<In, Out>[]) => {
    try {
      const outputs = await run(batch.map((w) => w.input));
      batch.forEach((w, i) => w.resolve(outputs[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((w) => settle([w])));
    }
  };

  const next = () => {
    if (running || queue.length === 0) return;
    const keys = new Set<string>();
    const batch: Waiting<In, Out>[] = [];
    for (let i = 0; i < queue.length && batch.length < maxBatch;) {
      const key = keyOf(queue[i]!.input);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    running = true;
    void settle(batch).finally(() => {
      running = false;
      next();
    });
  };

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      next();
    });
}
