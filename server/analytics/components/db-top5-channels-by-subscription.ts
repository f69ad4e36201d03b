import type { DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScans } from './shared-scans.ts';
import { topChannels } from './top-channels.ts';

export const fromScans = (scans: ComponentScans): Promise<DbResult<'db_top5_channels_by_subscription'>> =>
  topChannels(scans, 'followers');
