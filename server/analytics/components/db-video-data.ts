import {
  videoDataQuerySchema,
  type DbResult,
  type VideoDataQuery,
} from '../../../src/lib/report-components/results.ts';
import { postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { postPage, type PostSort } from './top-posts.ts';
import { num } from './row-values.ts';

const COLUMN: Record<string, PostSort> = { postedAt: 'posted_at' };

/** One sorted page of the posts in scope with the total count. */
export async function compute(
  store: StoreReader,
  scope: ComponentScope,
  query: VideoDataQuery = {},
): Promise<DbResult<'db_video_data'>> {
  const { page, pageSize, sort, order } = videoDataQuerySchema.parse(query);
  const { where, params } = postFilter(scope);
  const [counted, rows] = await Promise.all([
    store.all<{ n: unknown }>(`select count(*) as n from analytics.posts p where ${where}`, params),
    postPage(store, scope, COLUMN[sort] ?? (sort as PostSort), order, pageSize, (page - 1) * pageSize),
  ]);
  return { total: num(counted[0]?.n), page, pageSize, sort, order, rows };
}
