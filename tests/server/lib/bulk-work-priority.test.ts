import { readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startWorker } from '../../../server/lib/worker-thread.ts';

/** The nice value of each of this process's threads, by thread id (Linux: a nice value is a thread's). */
function threadNices(): Map<string, number> {
  return new Map(
    readdirSync('/proc/self/task').map((tid) => {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return [tid, Number(fields[16])];
    }),
  );
}

const UPLOAD_READERS = [
  new URL('../../../server/ads/import/ad-import-worker.ts', import.meta.url),
  new URL('../../../server/domains/imports/sheet-reader/reader-worker.ts', import.meta.url),
];

describe.runIf(process.platform === 'linux')('the threads that read uploads', () => {
  it.each(UPLOAD_READERS.map((url) => [url.pathname.split('/').at(-1)!, url] as const))(
    '%s runs below the event loop, which keeps its priority',
    async (_name, url) => {
      const before = threadNices();
      const worker = startWorker(url);
      try {
        await once(worker, 'online');
        // The module lowers its thread as it loads; give it time to load (tsx compiles it first).
        await expect
          .poll(() => [...threadNices()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice), {
            timeout: 30_000,
          })
          .toContain(5);
        const mine = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ')[16];
        expect(Number(mine)).toBe(before.get(String(process.pid)) ?? 0);
      } finally {
        await worker.terminate();
      }
    },
    60_000,
  );
});
