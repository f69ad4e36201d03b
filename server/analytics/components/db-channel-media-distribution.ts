import { type DbResult } from '../../../src/lib/report-components/results.ts';
import { channelDistribution } from './distribution.ts';
import type { ComponentScans } from './shared-scans.ts';

export const fromScans = (scans: ComponentScans): Promise<DbResult<'db_channel_media_distribution'>> =>
  channelDistribution(scans, (c) => String(c.platform));
