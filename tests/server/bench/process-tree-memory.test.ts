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

  it('reads resident memory from status as smaps_rollup counts it, and an exited pid as none', async () => {
    const rollup = await treeMemory(process.pid);
    const resident = residentMb([process.pid]);
    expect(resident).toBeGreaterThan(10);
    expect(Math.abs(resident - rollup.rssMb)).toBeLessThan(rollup.rssMb * 0.1);
    expect(residentMb([process.pid, 2 ** 22 + 1])).toBeCloseTo(residentMb([process.pid]), -1);
  });

  it('counts a grandchild in the tree and its memory, and forgets it once it exited', async () => {
    const shell = spawn('sh', ['-c', `${process.execPath} -e "setTimeout(() => {}, 60000)" & wait`], {
      stdio: 'ignore',
    });
    await once(shell, 'spawn');
    let tree: number[] = [];
    for (let i = 0; i < 100 && tree.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tree = await processTree(shell.pid!);
    }
    expect(tree).toHaveLength(2);
    const withChild = await treeMemory(shell.pid!);
    expect(withChild.rssMb).toBeGreaterThan(10); // a node process is tens of MB
    process.kill(tree[1]!, 'SIGKILL');
    await once(shell, 'exit');
    expect(await processTree(shell.pid!)).toEqual([shell.pid]);
    expect(await treeMemory(shell.pid!)).toEqual({ rssMb: 0, pssMb: 0 });
  });
});
