import { readFileSync } from 'node:fs';

/**
 * CPU time the main thread of process `pid` has run so far, in ms (Linux: the first field of its schedstat, in
 * ns). Unlike a wall-clock gap it does not grow when the machine's other threads take the cores.
 */
export function mainThreadCpuMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}
