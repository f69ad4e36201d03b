import type { QueryMetric } from '../../../src/tools/query-dashboard/contract.ts';
import { channelJoin, postFilter, type ComponentScope } from '../../analytics/components/scope.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import { num } from '../../analytics/components/row-values.ts';

const METRIC_COLUMNS: Record<QueryMetric, string> = {
  views: 'r.views',
  likes: 'r.likes',
  comments: 'r.comments',
  engagements: 'r.engagements',
};

export interface TopChannelRow {
  subject_id: string;
  platform: string;
  title: string;
  followers: number;
  posts: number;
  views: number;
  likes: number;
  comments: number;
  engagements: number;
}

/**
 * The known channels with the highest `metric` summed over their posts in scope (per subject with `perSubject`),
 * ties broken by subject, platform and channel id; ordered by rank (the caller orders subjects).
 */
export async function topChannels(
  store: StoreReader,
  scope: ComponentScope,
  metric: QueryMetric,
  limit: number,
  perSubject = false,
): Promise<TopChannelRow[]> {
  const { where, params } = postFilter(scope);
  const partition = perSubject ? 'partition by r.subject_id ' : '';
  const rows = await store.all<Record<string, unknown>>(
    `with r as (
       select p.subject_id, p.platform, p.channel_id, count(*) as posts, sum(p.views) as views,
         sum(p.likes) as likes, sum(p.comments) as comments, sum(p.engagements) as engagements
       from analytics.posts p where ${where}
       group by p.subject_id, p.platform, p.channel_id
     ), ranked as (
       select r.*, c.title, c.followers,
         row_number() over (${partition}order by ${METRIC_COLUMNS[metric]} desc, r.subject_id, r.platform, r.channel_id) as pos
       from r join analytics.channels c on ${channelJoin('c', 'r')}
     )
     select * from ranked where pos <= $${params.length + 1} order by pos, subject_id`,
    [...params, limit],
  );
  return rows.map((r) => ({
    subject_id: String(r.subject_id),
    platform: String(r.platform),
    title: String(r.title),
    followers: num(r.followers),
    posts: num(r.posts),
    views: num(r.views),
    likes: num(r.likes),
    comments: num(r.comments),
    engagements: num(r.engagements),
  }));
}
