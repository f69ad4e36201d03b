import type { DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { topChannels } from './top-channels.ts';

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_top5_channels_by_subscription'>> => topChannels(store, scope, 'followers');
