import { Worker, type WorkerOptions } from 'node:worker_threads';
import { runsCompiled } from './server-paths.ts';

const TSX_ENTRY = new URL('./tsx-worker-entry.mjs', import.meta.url);

/**
 * A worker thread running `module`, a `*-worker.ts` file given by its URL beside the caller's
 * (`new URL('./x-worker.ts', import.meta.url)`). Compiled, the build made it `x-worker.js` beside every other
 * output file (scripts/build/build-server.mjs); from source (vitest, `npm run dev`), the thread first registers
 * tsx (tsx-worker-entry.mjs), which then finds `module` in `workerData.tsModule`.
 */
export function startWorker(
  module: URL,
  options: Omit<WorkerOptions, 'workerData'> & { workerData?: Record<string, unknown> } = {},
): Worker {
  if (runsCompiled) return new Worker(new URL(module.href.replace(/\.ts$/, '.js')), options);
  return new Worker(TSX_ENTRY, { ...options, workerData: { ...options.workerData, tsModule: module.href } });
}

/** A worker's first message, its opening answer; an error or an exit before it rejects. */
export function firstReply<T>(worker: Worker, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`${name} exited (code ${code}) while opening.`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (reply: T) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      resolve(reply);
    });
  });
}
