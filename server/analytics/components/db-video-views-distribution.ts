import { VIEW_BUCKETS, type DbResult } from '../../../src/lib/report-components/results.ts';
import { postDistribution } from './distribution.ts';
import type { ComponentScans } from './shared-scans.ts';

/** Posts by view range: [0, 1k), [1k, 10k), [10k, 100k), [100k, 1m), 1m and more. */
export const fromScans = (scans: ComponentScans): Promise<DbResult<'db_video_views_distribution'>> =>
  postDistribution(
    scans,
    (r) => r.viewBucket,
    VIEW_BUCKETS.map((b) => b.key),
  );
