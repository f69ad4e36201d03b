import { spawn } from 'node:child_process';
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
  return longestOf(file, fromEpochMs, toEpochMs, 1);
}

/**
 * The longest gap between two moments less the time the main thread waited for a core within it: how long the
 * server's own work (or a blocking call) held its loop, whatever the machine's other threads did meanwhile.
 */
export function longestOwnLoopGapMs(file: string, fromEpochMs: number, toEpochMs: number): number {
  return longestOf(file, fromEpochMs, toEpochMs, 2);
}

function longestOf(file: string, fromEpochMs: number, toEpochMs: number, column: number): number {
  let longest = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split(' ').map(Number);
    const [at, value] = [fields[0], fields[column]];
    if (at !== undefined && value !== undefined && at >= fromEpochMs && at <= toEpochMs + 100)
      longest = Math.max(longest, value);
  }
  return longest;
}

/**
 * A Node process that does nothing but record its own event-loop gaps (the same preload) into `file`: run beside
 * the server, its gaps in a window are what the machine's load alone costs an idle event loop there, so a
 * server gap can be told from a wait for a core.
 */
export function startBystander(file: string): { stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], {
    env: { ...process.env, ...loopGapEnv(file) },
    stdio: 'ignore',
  });
  return { stop: () => void child.kill() };
}
