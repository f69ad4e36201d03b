import { FOLLOWER_BUCKETS, type DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { channelDistribution, rangeKey } from './distribution.ts';

/** Related channels by the follower buckets of spec §9. */
export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_related_channel_subscription_distribution'>> =>
  channelDistribution(
    store,
    scope,
    rangeKey('c.followers', FOLLOWER_BUCKETS),
    FOLLOWER_BUCKETS.map((b) => b.key),
  );
