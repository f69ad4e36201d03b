import type { QueryMetric } from '../../../src/tools/query-dashboard/contract.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';

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

/** The dashboard's posts with the highest `metric`, ties broken by post id, with their channel's title. */
export async function topPosts(
  store: StoreReader,
  dashboardId: string,
  metric: QueryMetric,
  limit: number,
): Promise<TopPostRow[]> {
  const order = METRIC_COLUMNS[metric];
  const rows = await store.all<Record<string, unknown>>(
    `with top as (
       select p.post_id, p.subject_id, p.platform, p.channel_id, p.title, p.views, p.likes, p.comments,
         p.engagements, p.posted_at, p.video_url
       from analytics.posts p where p.dashboard_id = $1
       order by ${order} desc, p.post_id, p.subject_id limit ${Math.trunc(limit)}
     )
     select top.*, c.title as channel_title from top
     left join analytics.channels c on c.dashboard_id = $1 and c.subject_id = top.subject_id
       and c.platform = top.platform and c.channel_id = top.channel_id
     order by top.${metric} desc, top.post_id, top.subject_id`,
    [dashboardId],
  );
  return rows.map((r) => ({
    post_id: String(r.post_id),
    subject_id: String(r.subject_id),
    platform: String(r.platform),
    title: String(r.title),
    channel_title: r.channel_title === null || r.channel_title === undefined ? null : String(r.channel_title),
    views: Number(r.views),
    likes: Number(r.likes),
    comments: Number(r.comments),
    engagements: Number(r.engagements),
    posted_at: String(r.posted_at),
    video_url: r.video_url === null || r.video_url === undefined ? null : String(r.video_url),
  }));
}
