import type { AdDatasetPhase } from '../../../src/lib/ads/ad-dataset-values.ts';
import type { JobContext } from '../../jobs/job-registry.ts';
import { updateDataset } from './dataset-queries.ts';

/** Progress is written when it moved this many points (or changed phase): a big file costs a few updates. */
const STEP = 5;

/**
 * A parse's or a sync's progress on its dataset, written through the job's fence one after another (so a later
 * value never lands before an earlier one). `settled` waits for the writes and throws a lost claim.
 */
export function progressOf(fenced: JobContext<unknown>['fenced'], datasetId: string) {
  let phase: AdDatasetPhase | null = null;
  let progress = -STEP;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(next: AdDatasetPhase, percent: number) {
      const value = Math.max(0, Math.min(100, Math.floor(percent)));
      if (next === phase && value < progress + STEP) return;
      phase = next;
      progress = value;
      chain = chain.then(() =>
        fenced((tx) => updateDataset(tx, datasetId, { phase: next, progress: value })),
      );
      // Awaited by `settled`; a lost claim must not count as an unhandled rejection meanwhile.
      chain.catch(() => undefined);
    },
    settled: () => chain,
  };
}
