import type { DbResult } from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { topPosts } from './top-posts.ts';

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_top5_videos_by_engagements'>> => topPosts(store, scope, 'engagements');
