import type { DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScans } from './shared-scans.ts';
import { topPosts } from './top-posts.ts';

export const fromScans = (scans: ComponentScans): Promise<DbResult<'db_top5_videos_by_engagements'>> =>
  topPosts(scans, 'engagements');
