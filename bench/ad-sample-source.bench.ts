import type { BenchResult } from './bench-result.ts';
import { idleGapMs, watchEventLoop } from './event-loop-stall.ts';
import { createSampleSource } from '../server/ads/sources/sample/sample-source.ts';

/**
 * Issue 14's benchmark size from the sample source: 7,600 ads of the sample Meta account over its 120 days are
 * about 1,100,000 ad-day rows, read page by page on the main thread as an import would, counted and dropped.
 */
export default async function run(): Promise<BenchResult[]> {
  const idle = await idleGapMs();
  const source = createSampleSource({ platform: 'meta', adsPerAccount: 7_600, endDay: () => '2026-11-24' });
  const loop = watchEventLoop();
  let rows = 0;
  let heap = 0;
  let pages = 0;
  const started = performance.now();
  for await (const page of source.readDays({
    datasetId: 'bench',
    binding: { platform: 'meta', accountId: 'sample-meta', token: '' },
    since: '2026-07-28',
    until: '2026-11-24',
  })) {
    rows += page.length;
    if (++pages % 50 === 0) heap = Math.max(heap, process.memoryUsage().heapUsed);
  }
  const ms = performance.now() - started;
  const { maxGapMs, p99DelayMs } = loop.stop();
  return [
    { name: 'ad sample source: rows read', value: rows, unit: 'rows' },
    { name: 'ad sample source: 1M-row read', value: Math.round(ms), unit: 'ms' },
    { name: 'ad sample source: rows per second', value: Math.round(rows / (ms / 1000)), unit: 'rows/s' },
    { name: 'ad sample source: longest event-loop gap', value: Math.round(maxGapMs), unit: 'ms', target: 20 },
    { name: 'ad sample source: event-loop delay p99', value: Math.round(p99DelayMs), unit: 'ms', target: 20 },
    { name: 'ad sample source: idle event-loop gap (load alone)', value: Math.round(idle), unit: 'ms' },
    { name: 'ad sample source: peak heap', value: Math.round(heap / 1e6), unit: 'MB' },
  ];
}
