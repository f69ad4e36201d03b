// Entry of a sheet reader thread (see reader-pool.ts). Node does not hand `--import tsx` on to worker threads,
// and vitest's workers have no tsx at all: register it here, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./reader-worker.ts');
