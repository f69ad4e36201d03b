import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

/** The parent pid in a /proc/<pid>/stat line; the command name may hold spaces and parentheses. */
export function parentPidOf(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

/**
 * A kB line of /proc/<pid>/smaps_rollup (`Rss:   12345 kB`) or status (`VmRSS:\t12345 kB`), in kB; 0 when
 * absent.
 */
export function kilobytesOf(text: string, field: 'Rss' | 'Pss' | 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** Running, not a zombie: an orphan's zombie lingers until whatever adopted it reaps it. */
export function isRunning(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const readOrNull = (file: string) => readFile(file, 'utf8').catch(() => null);

/** `pid` and every live process below it (children of children too), from /proc. */
export async function processTree(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readOrNull(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentPidOf(stat));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

export interface TreeMemory {
  /** Resident memory summed over the tree, MB: what `ps` and the figures show. */
  rssMb: number;
  /** Proportional share of it, MB: pages shared between the processes counted once. */
  pssMb: number;
}

/**
 * Resident memory of `pids` now, MB, from /proc/<pid>/status: the kernel's running counters, read in
 * microseconds. smaps_rollup (treeMemory) walks every page table of the process instead: 7–30 ms of CPU for the
 * server, holding its memory map's lock meanwhile, so sampling it during timed work slows what is timed.
 */
export function residentMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += kilobytesOf(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
    } catch {
      // exited meanwhile: it holds no memory
    }
  }
  return kb / 1024;
}

/** Resident memory of `pid` and its descendants; processes that exit meanwhile count as 0. */
export async function treeMemory(pid: number): Promise<TreeMemory> {
  let rss = 0;
  let pss = 0;
  for (const member of await processTree(pid)) {
    const rollup = await readOrNull(`/proc/${member}/smaps_rollup`);
    if (!rollup) continue;
    rss += kilobytesOf(rollup, 'Rss');
    pss += kilobytesOf(rollup, 'Pss');
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024 };
}
