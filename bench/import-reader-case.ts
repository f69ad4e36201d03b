/**
 * One case of bench/import-reader.bench.ts, in a process of its own so its peak RSS is its own: reads the file
 * `argv[2]` through the import's reader thread and prints the time, the longest event-loop stall and the
 * process's peak RSS as JSON.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readImportFile } from '../server/domains/imports/read-import-file.ts';
import { watchEventLoop } from './event-loop-stall.ts';

const file = process.argv[2]!;
const bytes = new Uint8Array(await readFile(file));
// The reader thread's start (~0.5 s) is paid once per server, not per file: start it before measuring.
await readImportFile('warm.csv', new TextEncoder().encode('h\n1\n'));
const rssBeforeMB = process.resourceUsage().maxRSS / 1024;
const loop = watchEventLoop();
const started = performance.now();
let outcome: string;
try {
  const sheet = await readImportFile(path.basename(file), bytes);
  outcome = sheet.tooManyRows ? 'over the row limit' : `${sheet.rows.length - 1} rows`;
} catch {
  outcome = 'refused';
}
const ms = performance.now() - started;
const { maxGapMs } = loop.stop();
process.stdout.write(
  JSON.stringify({ outcome, ms, maxGapMs, rssBeforeMB, peakRssMB: process.resourceUsage().maxRSS / 1024 }),
);
process.exit(0);
