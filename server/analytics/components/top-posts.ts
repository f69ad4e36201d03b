import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import type { PostItem } from '../../../src/lib/report-components/results.ts';
import type { ComponentScans, PostSort } from './shared-scans.ts';
import { num, strOrNull } from './row-values.ts';

export type { PostSort } from './shared-scans.ts';

/** One page of posts in scope ordered by `sort`, ties broken by post id, with their channel's fields. */
export async function postPage(
  scans: ComponentScans,
  sort: PostSort,
  order: 'asc' | 'desc',
  limit: number,
  offset = 0,
): Promise<PostItem[]> {
  const rows = await scans.postPage(sort, order, limit, offset);
  return rows.map(toPostItem);
}

export const topPosts = (scans: ComponentScans, sort: PostSort) =>
  postPage(scans, sort, 'desc', TOP_LIST_SIZE).then((items) => ({ items }));

function toPostItem(r: Record<string, unknown>): PostItem {
  return {
    subjectId: String(r.subject_id),
    platform: String(r.platform),
    postId: String(r.post_id),
    title: String(r.title),
    views: num(r.views),
    likes: num(r.likes),
    comments: num(r.comments),
    engagements: num(r.engagements),
    saves: num(r.saves),
    shares: num(r.shares),
    reposts: num(r.reposts),
    postedAt: String(r.posted_at),
    thumbnail_url: strOrNull(r.thumbnail_url),
    video_url: strOrNull(r.video_url),
    channel_title: strOrNull(r.channel_title),
    channel_url: strOrNull(r.channel_url),
    channel_logo: strOrNull(r.channel_logo),
  };
}
