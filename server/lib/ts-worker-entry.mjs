// Entry of every worker thread (ts-worker.ts). Node does not hand `--import tsx` on to worker threads, and
// vitest's workers have no tsx at all: register it here, then load the TypeScript module the thread runs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsModule);
