// Loaded into a bench's server process with `--import` (bench/server-loop-gap.ts): every 100 ms it appends the
// longest gap its 1 ms timer saw in that window, so a bench can read the server's own event-loop stalls during
// its work instead of inferring them from a probe's latency (which also waits on the database thread). Written
// through a stream, not appendFileSync: a synchronous append can wait for the disk (another file of the
// machine being written back), and the timer would count that wait of its own as the server's stall.
import { createWriteStream } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_GAP_FILE;
// Only the server's own main thread: its workers run this too, and its child processes inherit the variable.
if (file && isMainThread && !process.env.BENCH_LOOP_GAP_OWNER) {
  process.env.BENCH_LOOP_GAP_OWNER = String(process.pid);
  const out = createWriteStream(file, { flags: 'a' });
  let last = performance.now();
  let windowMax = 0;
  let windowStart = Date.now();
  setInterval(() => {
    const now = performance.now();
    windowMax = Math.max(windowMax, now - last);
    last = now;
    if (Date.now() - windowStart >= 100) {
      out.write(`${Date.now()} ${windowMax.toFixed(2)}\n`);
      windowMax = 0;
      windowStart = Date.now();
    }
  }, 1).unref();
}
