// Entry of a worker thread run from TypeScript source (worker-thread.ts). Node does not hand `--import tsx` on
// to worker threads, and vitest's workers have no tsx at all: register it here, then load the module the thread
// runs. The compiled server never loads this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsModule);
