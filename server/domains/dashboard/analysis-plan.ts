import type { Db } from '../../db/client.ts';
import type { ComponentOutcome } from './component-results.ts';
import type { ComponentRow } from './queries.ts';

/**
 * What the analysis job does for one dashboard, by its app type: wait (its data is not there yet; whatever
 * brings it queues the analysis again), or compute the stale components and then finish the dashboard in the
 * job's last transaction.
 */
export type AnalysisPlan =
  | { kind: 'wait'; reason: string }
  | {
      kind: 'compute';
      compute(
        stale: readonly ComponentRow[],
        onOutcome: (componentId: string, outcome: ComponentOutcome) => Promise<void>,
      ): Promise<void>;
      finish(tx: Db): Promise<void>;
    };
