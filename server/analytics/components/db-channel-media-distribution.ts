import { type DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { channelDistribution } from './distribution.ts';

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_channel_media_distribution'>> => channelDistribution(store, scope, 'c.platform');
