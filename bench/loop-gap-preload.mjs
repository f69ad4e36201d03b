// Loaded into a bench's server process with `--import` (bench/server-loop-gap.ts): every 100 ms it appends the
// longest gap its 1 ms timer saw in that window, so a bench can read the server's own event-loop stalls during
// its work instead of inferring them from a probe's latency (which also waits on the database thread). Beside
// each gap, the part of it the main thread spent waiting for a core (Linux's schedstat: its run-queue wait),
// so a gap the code made can be told from one the scheduler made. Written through a stream, not
// appendFileSync: a synchronous append can wait for the disk (another file of the machine being written
// back), and the timer would count that wait of its own as the server's stall.
import { createWriteStream, openSync, readSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_GAP_FILE;
// Only the server's own main thread: its workers run this too, and its child processes inherit the variable.
if (file && isMainThread && !process.env.BENCH_LOOP_GAP_OWNER) {
  process.env.BENCH_LOOP_GAP_OWNER = String(process.pid);
  const out = createWriteStream(file, { flags: 'a' });
  const schedstat = openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
  const buffer = Buffer.alloc(128);
  /** ms this thread has waited for a core so far (schedstat's second field, in ns). */
  const waitedMs = () => {
    const length = readSync(schedstat, buffer, 0, buffer.length, 0);
    return Number(buffer.toString('latin1', 0, length).split(' ')[1]) / 1e6;
  };
  let last = performance.now();
  let lastWaited = waitedMs();
  let windowMax = 0;
  let windowMaxOwn = 0;
  let windowStart = Date.now();
  setInterval(() => {
    const now = performance.now();
    const waited = waitedMs();
    const gap = now - last;
    windowMax = Math.max(windowMax, gap);
    windowMaxOwn = Math.max(windowMaxOwn, gap - (waited - lastWaited));
    last = now;
    lastWaited = waited;
    if (Date.now() - windowStart >= 100) {
      out.write(`${Date.now()} ${windowMax.toFixed(2)} ${windowMaxOwn.toFixed(2)}\n`);
      windowMax = 0;
      windowMaxOwn = 0;
      windowStart = Date.now();
    }
  }, 1).unref();
}
