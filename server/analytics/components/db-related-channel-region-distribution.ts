import { type DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { categoryKey, channelDistribution } from './distribution.ts';

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_related_channel_region_distribution'>> =>
  channelDistribution(store, scope, categoryKey('c.region'));
