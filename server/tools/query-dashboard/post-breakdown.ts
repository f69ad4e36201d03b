import type { PostDimension, QueryMetric } from '../../../src/tools/query-dashboard/contract.ts';
import { postFilter, type ComponentScope } from '../../analytics/components/scope.ts';
import type { StoreReader } from '../../analytics/components/store-reader.ts';
import { num } from '../../analytics/components/row-values.ts';

/** The value of a post a breakdown groups by; a tag comes from the tag rows joined to the posts. */
const VALUE: Record<PostDimension, string> = {
  hashtag: 'h.tag',
  region: 'p.region',
  language: 'p.language',
  format: 'p.format',
  platform: 'p.platform',
};

export interface BreakdownRow {
  value: string;
  posts: number;
  views: number;
  likes: number;
  comments: number;
  engagements: number;
}

/**
 * The posts in scope grouped by one of their values (a post counts once for each of its tags), the `limit` with
 * the highest `metric`, ties broken by the value; posts without the value (no region, language) are left out.
 */
export async function postBreakdown(
  store: StoreReader,
  scope: ComponentScope,
  by: PostDimension,
  metric: QueryMetric,
  limit: number,
): Promise<BreakdownRow[]> {
  const { where, params } = postFilter(scope);
  const tags =
    by === 'hashtag'
      ? `join analytics.post_hashtags h on h.dashboard_id = p.dashboard_id and h.subject_id = p.subject_id
           and h.platform = p.platform and h.post_id = p.post_id`
      : '';
  const rows = await store.all<Record<string, unknown>>(
    `select ${VALUE[by]} as value, count(*) as posts, sum(p.views) as views, sum(p.likes) as likes,
       sum(p.comments) as comments, sum(p.engagements) as engagements
     from analytics.posts p ${tags}
     where ${where} and ${VALUE[by]} is not null
     group by ${VALUE[by]}
     order by ${metric} desc, value
     limit $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map((r) => ({
    value: String(r.value),
    posts: num(r.posts),
    views: num(r.views),
    likes: num(r.likes),
    comments: num(r.comments),
    engagements: num(r.engagements),
  }));
}
