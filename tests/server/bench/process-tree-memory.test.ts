import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  kilobytesOf,
  parentPidOf,
  processTree,
  residentMb,
  treeMemory,
} from '../../../bench/process-tree-memory.ts';

describe('reading /proc', () => {
  it('finds the parent pid past a command name with spaces and parentheses', () => {
    expect(parentPidOf('4242 (node (worker) 1) S 17 4242 4242 0 -1')).toBe(17);
  });

  it('reads the kB lines of smaps_rollup', () => {
    const rollup = 'Rss:              20480 kB\nPss:               10240 kB\nPss_Anon:   5 kB\n';
    expect(kilobytesOf(rollup, 'Rss')).toBe(20480);
    expect(kilobytesOf(rollup, 'Pss')).toBe(10240);
    expect(kilobytesOf('VmHWM:\t  30000 kB\nVmRSS:\t   20480 kB\n', 'VmRSS')).toBe(20480);
  });

  it('counts a grandchild in the tree and its memory, and forgets it once it exited', async () => {
    const child = `${process.execPath} -e "process.stdout.write('idle'); setTimeout(() => {}, 60000)"`;
    const shell = spawn('sh', ['-c', `${child} & wait`], { stdio: ['ignore', 'pipe', 'ignore'] });
    await once(shell.stdout, 'data'); // started, and from now on idle
    let tree: number[] = [];
    for (let i = 0; i < 100 && tree.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tree = await processTree(shell.pid!);
    }
    expect(tree).toHaveLength(2);
    const withChild = await treeMemory(shell.pid!);
    expect(withChild.rssMb).toBeGreaterThan(10); // a node process is tens of MB
    // An idle process's memory holds still: status and smaps_rollup count it alike.
    expect(Math.abs(residentMb(tree) - withChild.rssMb)).toBeLessThan(withChild.rssMb * 0.1);
    process.kill(tree[1]!, 'SIGKILL');
    await once(shell, 'exit');
    expect(await processTree(shell.pid!)).toEqual([shell.pid]);
    expect(await treeMemory(shell.pid!)).toEqual({ rssMb: 0, pssMb: 0 });
    expect(residentMb(tree)).toBe(0);
  });
});
