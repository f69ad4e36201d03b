import { type DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { categoryKey, postDistribution } from './distribution.ts';

export const compute = (store: StoreReader, scope: ComponentScope): Promise<DbResult<'db_video_format'>> =>
  postDistribution(store, scope, categoryKey('p.format'));
