import {
  videoDataQuerySchema,
  type DbResult,
  type VideoDataQuery,
} from '../../../src/lib/report-components/results.ts';
import type { ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { createScans, type ComponentScans, type PostSort } from './shared-scans.ts';
import { postPage } from './top-posts.ts';

const COLUMN: Record<string, PostSort> = { postedAt: 'posted_at' };

/**
 * One sorted page of the posts in scope with the total count. The default page is the top list by views, so in
 * a dashboard computation the two share one query.
 */
export async function fromScans(
  scans: ComponentScans,
  query: VideoDataQuery = {},
): Promise<DbResult<'db_video_data'>> {
  const { page, pageSize, sort, order } = videoDataQuerySchema.parse(query);
  const [total, rows] = await Promise.all([
    scans.postCount(),
    postPage(scans, COLUMN[sort] ?? (sort as PostSort), order, pageSize, (page - 1) * pageSize),
  ]);
  return { total, page, pageSize, sort, order, rows };
}

export const compute = (
  store: StoreReader,
  scope: ComponentScope,
  query: VideoDataQuery = {},
): Promise<DbResult<'db_video_data'>> => fromScans(createScans(store, scope), query);
