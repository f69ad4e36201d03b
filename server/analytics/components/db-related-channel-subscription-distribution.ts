import { FOLLOWER_BUCKETS, type DbResult } from '../../../src/lib/report-components/results.ts';
import { channelDistribution } from './distribution.ts';
import type { ComponentScans } from './shared-scans.ts';
import { rangeBucket } from './range-key.ts';

/** Related channels by the follower buckets of spec §9. */
export const fromScans = (
  scans: ComponentScans,
): Promise<DbResult<'db_related_channel_subscription_distribution'>> =>
  channelDistribution(
    scans,
    (c) => rangeBucket(Number(c.followers), FOLLOWER_BUCKETS),
    FOLLOWER_BUCKETS.map((b) => b.key),
  );
