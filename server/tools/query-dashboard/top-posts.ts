import type { QueryMetric } from '../../../src/tools/query-dashboard/contract.ts';
import { channelJoin, postFilter, type ComponentScope } from '../../analytics/components/scope.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import { num, strOrNull } from '../../analytics/components/row-values.ts';

export interface TopPostRow {
  post_id: string;
  subject_id: string;
  platform: string;
  title: string;
  channel_title: string | null;
  views: number;
  likes: number;
  comments: number;
  engagements: number;
  posted_at: string;
  video_url: string | null;
}

const METRIC_COLUMNS: Record<QueryMetric, string> = {
  views: 'p.views',
  likes: 'p.likes',
  comments: 'p.comments',
  engagements: 'p.engagements',
};

/**
 * The posts in scope with the highest `metric` (per subject with `perSubject`), ties broken by post id, with
 * their channel's title; ordered by rank (the caller orders subjects).
 */
export async function topPosts(
  store: StoreReader,
  scope: ComponentScope,
  metric: QueryMetric,
  limit: number,
  perSubject = false,
): Promise<TopPostRow[]> {
  const { where, params } = postFilter(scope);
  const order = `${METRIC_COLUMNS[metric]} desc, p.post_id, p.subject_id`;
  const partition = perSubject ? 'partition by p.subject_id ' : '';
  const rows = await store.all<Record<string, unknown>>(
    `with ranked as (
       select p.post_id, p.subject_id, p.platform, p.channel_id, p.title, p.views, p.likes, p.comments,
         p.engagements, p.posted_at, p.video_url, row_number() over (${partition}order by ${order}) as pos
       from analytics.posts p where ${where}
     )
     select r.*, c.title as channel_title from ranked r
     left join analytics.channels c on ${channelJoin('c', 'r')}
     where r.pos <= $${params.length + 1}
     order by r.pos, r.subject_id`,
    [...params, limit],
  );
  return rows.map((r) => ({
    post_id: String(r.post_id),
    subject_id: String(r.subject_id),
    platform: String(r.platform),
    title: String(r.title),
    channel_title: strOrNull(r.channel_title),
    views: num(r.views),
    likes: num(r.likes),
    comments: num(r.comments),
    engagements: num(r.engagements),
    posted_at: String(r.posted_at),
    video_url: strOrNull(r.video_url),
  }));
}
