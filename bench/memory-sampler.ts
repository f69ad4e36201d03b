import type { TreeMemory } from './process-tree-memory.ts';

export interface MemorySample extends TreeMemory {
  /** ms since sampling began. */
  atMs: number;
}

/** Reads `memory()` every `everyMs` until stopped; returns the samples in order. */
export function sampleMemory(memory: () => Promise<TreeMemory>, everyMs: number) {
  const samples: MemorySample[] = [];
  const started = performance.now();
  let running = true;
  const done = (async () => {
    while (running) {
      samples.push({ atMs: performance.now() - started, ...(await memory()) });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<MemorySample[]> {
      running = false;
      await done;
      return samples;
    },
  };
}
