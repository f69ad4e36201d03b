import { type DbResult } from '../../../src/lib/report-components/results.ts';
import { channelDistribution } from './distribution.ts';
import type { ComponentScans } from './shared-scans.ts';
import { categoryOf } from './range-key.ts';

export const fromScans = (
  scans: ComponentScans,
): Promise<DbResult<'db_related_channel_region_distribution'>> =>
  channelDistribution(scans, (c) => categoryOf(c.region));
