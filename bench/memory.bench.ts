/**
 * Server memory (issue 9): resident memory of the built server and everything it started, 10 s after it answered,
 * on a fresh data dir (just created and migrated) and after restarts on that data dir (idle: the median and the
 * largest of IDLE_STARTS, as one reading moves by tens of MB with when the collectors last ran). The peak during 20
 * chat turns is in chat-turns.bench.ts, the trend under load in soak.bench.ts. Target: ≤ 250 MB idle.
 */
import path from 'node:path';
import type { BenchResult } from './bench-result.ts';
import type { TreeMemory } from './process-tree-memory.ts';
import { ensureBuilt, startServer } from './server-process.ts';
import { median } from './stats.ts';
import { withTempDir } from './temp-dir.ts';

const SETTLE_MS = 10_000;
const IDLE_STARTS = 5;
const IDLE_TARGET_MB = 250;

async function settledMemory(dataDir: string): Promise<TreeMemory> {
  const server = await startServer({ dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return await server.memory();
  } finally {
    await server.stop();
  }
}

export default async function run(): Promise<BenchResult[]> {
  ensureBuilt();
  return withTempDir('bench-memory', async (dir) => {
    const dataDir = path.join(dir, 'data');
    const fresh = await settledMemory(dataDir);
    const idle: TreeMemory[] = [];
    for (let i = 0; i < IDLE_STARTS; i++) idle.push(await settledMemory(dataDir));
    const rss = idle.map((m) => m.rssMb);
    return [
      { name: 'memory: RSS after a fresh init (+10 s)', value: Math.round(fresh.rssMb), unit: 'MB' },
      {
        name: `memory: RSS idle, existing data dir (+10 s, median of ${IDLE_STARTS} starts)`,
        value: Math.round(median(rss)),
        unit: 'MB',
        target: IDLE_TARGET_MB,
      },
      { name: 'memory: RSS idle, largest of those', value: Math.round(Math.max(...rss)), unit: 'MB' },
      {
        name: 'memory: PSS idle, median (shared pages counted once)',
        value: Math.round(median(idle.map((m) => m.pssMb))),
        unit: 'MB',
      },
    ];
  });
}
