import { VIEW_BUCKETS, type DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { postDistribution, rangeKey } from './distribution.ts';

/** Posts by view range: [0, 1k), [1k, 10k), [10k, 100k), [100k, 1m), 1m and more. */
export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_video_views_distribution'>> =>
  postDistribution(
    store,
    scope,
    rangeKey('p.views', VIEW_BUCKETS),
    VIEW_BUCKETS.map((b) => b.key),
  );
