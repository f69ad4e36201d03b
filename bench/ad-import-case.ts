/**
 * The one case of bench/ad-import.bench.ts, in a process of its own so its peak RSS is its own: parses the ad
 * export `argv[2]` with parseAdExport (in the ad import thread), the rows collected or streamed (`argv[3]`), and
 * prints, as JSON, the time, the longest event-loop gap on the main thread, the progress reports, the idle
 * loop's longest gap before (what the machine's load alone costs) and the process's peak RSS.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAdExport } from '../server/ads/import/parse-ad-export.ts';
import { idleGapMs, watchEventLoop } from './event-loop-stall.ts';

const file = process.argv[2]!;
const bytes = new Uint8Array(await readFile(file));
// The thread's start is paid once per server, not per upload: start it before measuring.
await parseAdExport({ name: 'warm.csv', bytes: new TextEncoder().encode('h\n1\n'), datasetId: 'warm' });
const rssBeforeMB = process.resourceUsage().maxRSS / 1024;
const idleMaxGapMs = await idleGapMs();

/** `streamed` (argv[3]): the rows handed over in slices, as a caller writing them to the store takes them. */
async function measure(streamed: boolean) {
  const loop = watchEventLoop();
  const started = performance.now();
  let reports = 0;
  let streamedRows = 0;
  const result = await parseAdExport({
    name: path.basename(file),
    bytes,
    // As every upload is parsed (parse-upload-job.ts): the bytes move to the thread instead of being copied.
    handOverBytes: true,
    datasetId: 'bench',
    onProgress: () => reports++,
    ...(streamed ? { onRows: (rows) => void (streamedRows += rows.count) } : {}),
  });
  const ms = performance.now() - started;
  const { maxGapMs } = loop.stop();
  return { rows: result.rows.length + streamedRows, issues: result.issues.length, ms, maxGapMs, reports };
}

const measured = await measure(process.argv[3] === 'streamed');
process.stdout.write(
  JSON.stringify({
    ...measured,
    idleMaxGapMs,
    rssBeforeMB,
    peakRssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
process.exit(0);
