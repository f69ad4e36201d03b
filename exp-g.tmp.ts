import { PerformanceObserver } from 'node:perf_hooks';
import { createAnalyticsStore } from './server/analytics/store/analytics-store.ts';
import { generateBenchCorpus } from './server/analytics/sources/sample/bench-corpus.ts';
import { watchEventLoop } from './bench/event-loop-stall.ts';
const batches = [...generateBenchCorpus(50_000, 11, { subjects: 2, batchSize: 10_000 })];
let maxGc = 0; let gcTotal = 0;
const obs = new PerformanceObserver((list) => { for (const e of list.getEntries()) { maxGc = Math.max(maxGc, e.duration); gcTotal += e.duration; } });
obs.observe({ entryTypes: ['gc'] });
const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
for (const t of ['channels', 'channel_snapshots', 'posts', 'post_hashtags'] as const) {
  const key = ({channels:'channels', channel_snapshots:'snapshots', posts:'posts', post_hashtags:'hashtags'} as const)[t];
  maxGc = 0; gcTotal = 0;
  const w = watchEventLoop(); const t0 = performance.now(); let n = 0;
  for (const b of batches) { n += b[key].length; await store.insert(t, b[key] as never); }
  const r = w.stop();
  console.log(t, n, (performance.now()-t0).toFixed(0), 'ms stall', r.maxGapMs.toFixed(1), 'p99', r.p99DelayMs.toFixed(1), 'maxGc', maxGc.toFixed(1), 'gcTotal', gcTotal.toFixed(0));
}
