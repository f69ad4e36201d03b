import { processTree, residentMb } from './process-tree-memory.ts';

export interface MemorySample {
  /** ms since sampling began. */
  atMs: number;
  /** Resident memory of the process tree, MB. */
  rssMb: number;
}

/**
 * Reads the resident memory of `pid` and the processes below it every `everyMs` until stopped; returns the
 * samples in order. The tree is found once, at the start (a bench's server starts no process while it runs):
 * finding it reads every process's stat file, which costs more than the sample.
 */
export function sampleMemory(pid: number, everyMs: number) {
  const samples: MemorySample[] = [];
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ready = processTree(pid).then((tree) => {
    const sample = () => samples.push({ atMs: performance.now() - started, rssMb: residentMb(tree) });
    if (stopped) return;
    sample();
    timer = setInterval(sample, everyMs);
  });
  return {
    async stop(): Promise<MemorySample[]> {
      stopped = true;
      await ready;
      clearInterval(timer);
      return samples;
    },
  };
}
