import { type DbResult } from '../../../src/lib/report-components/results.ts';
import { postDistribution } from './distribution.ts';
import type { ComponentScans } from './shared-scans.ts';
import { categoryOf } from './range-key.ts';

export const fromScans = (scans: ComponentScans): Promise<DbResult<'db_video_region'>> =>
  postDistribution(scans, (r) => categoryOf(r.region));
