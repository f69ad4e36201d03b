import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's own event-loop gaps, as `bench/loop-gap-preload.mjs` records them inside the server process: the
 * environment that loads it, and the longest gap recorded between two moments of the bench.
 */
export function loopGapEnv(file: string): Record<string, string> {
  const preload = path.join(import.meta.dirname, 'loop-gap-preload.mjs');
  return { BENCH_LOOP_GAP_FILE: file, NODE_OPTIONS: `--import=${preload}` };
}

export function longestLoopGapMs(file: string, fromEpochMs: number, toEpochMs: number): number {
  let longest = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [at, gap] = line.split(' ').map(Number);
    if (at !== undefined && gap !== undefined && at >= fromEpochMs && at <= toEpochMs + 100)
      longest = Math.max(longest, gap);
  }
  return longest;
}
