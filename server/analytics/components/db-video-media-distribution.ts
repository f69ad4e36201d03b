import { type DbResult } from '../../../src/lib/report-components/results.ts';
import { postDistribution } from './distribution.ts';
import type { ComponentScans } from './shared-scans.ts';

export const fromScans = (scans: ComponentScans): Promise<DbResult<'db_video_media_distribution'>> =>
  postDistribution(scans, (r) => r.platform);
