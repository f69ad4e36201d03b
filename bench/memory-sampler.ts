import { processTree, residentMb } from './process-tree-memory.ts';

export interface MemorySample {
  /** ms since sampling began. */
  atMs: number;
  /** Resident memory of the process tree, MB. */
  rssMb: number;
}

/**
 * Reads the resident memory of `pid` and the processes below it now, every `everyMs`, and once more when
 * stopped; `stop` returns the samples in order. Resolves once the first sample is taken: the tree is found
 * once, before any timed work starts (it reads every process's stat file, which costs more than a sample; a
 * bench's server starts no process while it runs).
 */
export async function sampleMemory(pid: number, everyMs: number) {
  const tree = await processTree(pid);
  const started = performance.now();
  const samples: MemorySample[] = [];
  const sample = () => samples.push({ atMs: performance.now() - started, rssMb: residentMb(tree) });
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): MemorySample[] {
      clearInterval(timer);
      sample();
      return samples;
    },
  };
}
