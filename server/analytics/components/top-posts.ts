import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import type { PostItem } from '../../../src/lib/report-components/results.ts';
import { channelJoin, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num, strOrNull } from './row-values.ts';

export type PostSort =
  'views' | 'likes' | 'comments' | 'engagements' | 'saves' | 'shares' | 'reposts' | 'posted_at';

export const POST_COLUMNS = `p.subject_id, p.platform, p.post_id, p.title, p.views, p.likes, p.comments,
  p.engagements, p.saves, p.shares, p.reposts, p.posted_at, p.thumbnail_url, p.video_url, p.channel_id`;

/**
 * One page of posts in scope ordered by `sort`, ties broken by post id; the channel fields are joined after
 * the page is cut so the join touches only the page.
 */
export async function postPage(
  store: StoreReader,
  scope: ComponentScope,
  sort: PostSort,
  order: 'asc' | 'desc',
  limit: number,
  offset = 0,
): Promise<PostItem[]> {
  const { where, params } = postFilter(scope);
  const rows = await store.all<Record<string, unknown>>(
    `with page as (
       select ${POST_COLUMNS} from analytics.posts p where ${where}
       order by p.${sort} ${order}, p.post_id, p.subject_id, p.platform
       limit ${limit} offset ${offset}
     )
     select page.*, c.title as channel_title, c.url as channel_url, c.logo_url as channel_logo
     from page left join analytics.channels c on ${channelJoin('c', 'page')}
     order by page.${sort} ${order}, page.post_id, page.subject_id, page.platform`,
    params,
  );
  return rows.map(toPostItem);
}

export const topPosts = (store: StoreReader, scope: ComponentScope, sort: PostSort) =>
  postPage(store, scope, sort, 'desc', TOP_LIST_SIZE).then((items) => ({ items }));

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
