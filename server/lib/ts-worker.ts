import { Worker, type WorkerOptions } from 'node:worker_threads';

const ENTRY = new URL('./ts-worker-entry.mjs', import.meta.url);

/**
 * A worker thread running the TypeScript module `module` (under `npm start`, tsx, and vitest alike). The
 * module reads its own `workerData` as usual; `tsModule` is added to it.
 */
export function startTsWorker(
  module: URL,
  options: Omit<WorkerOptions, 'workerData'> & { workerData?: Record<string, unknown> } = {},
): Worker {
  return new Worker(ENTRY, { ...options, workerData: { ...options.workerData, tsModule: module.href } });
}
