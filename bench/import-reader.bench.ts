/**
 * The post import's file reader (server/domains/imports/sheet-reader): time, longest event-loop stall and peak
 * RSS to refuse a 450,000-row XLSX and CSV at the 50,000-row limit, to read a 50,000-row XLSX whole, and to
 * refuse a zip bomb. Each case runs in a process of its own (import-reader-case.ts) on a file written first.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bigPostsCsv } from '../tests/server/imports/event-loop-watch.ts';
import { bigPostsXlsx, zipBombXlsx } from '../tests/server/imports/xlsx-fixture.ts';
import type { BenchResult } from './bench-result.ts';

// The loop only receives finished rows; what remains of a stall is the machine scheduling other threads.
const STALL_TARGET_MS = 100;

const cases: [string, string, () => Uint8Array][] = [
  ['450,000-row XLSX (Excel layout, 8 columns)', 'posts-450k.xlsx', () => bigPostsXlsx(450_000)],
  ['450,000-row CSV', 'posts-450k.csv', () => bigPostsCsv(450_000)],
  ['50,000-row XLSX, read whole', 'posts-50k.xlsx', () => bigPostsXlsx(50_000)],
  [
    'zip bomb (1 GB of cells, declared)',
    'bomb.xlsx',
    () => zipBombXlsx({ megabytes: 1000, declaredSize: 1e9, unit: '<c r="A1"/>' }),
  ],
];

export default async function run(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'import-bench-'));
  const results: BenchResult[] = [];
  try {
    for (const [label, name, make] of cases) {
      const file = path.join(dir, name);
      const bytes = make();
      await writeFile(file, bytes);
      const { stdout } = await promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'import-reader-case.ts'),
        file,
      ]);
      const run = JSON.parse(stdout) as {
        outcome: string;
        ms: number;
        maxGapMs: number;
        rssBeforeMB: number;
        peakRssMB: number;
      };
      const mb = (bytes.length / 1e6).toFixed(1);
      results.push(
        { name: `import ${label}, ${mb} MB → ${run.outcome}: time`, value: Math.round(run.ms), unit: 'ms' },
        {
          name: `import ${label}: longest event-loop stall`,
          value: Math.round(run.maxGapMs),
          unit: 'ms',
          target: STALL_TARGET_MS,
        },
        { name: `import ${label}: peak RSS of the process`, value: Math.round(run.peakRssMB), unit: 'MB' },
        {
          name: `import ${label}: peak RSS over the idle server's`,
          value: Math.round(run.peakRssMB - run.rssBeforeMB),
          unit: 'MB',
        },
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}
