import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import type { DbResult } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num } from './row-values.ts';

type Item = DbResult<'db_video_hashtag'>['total']['items'][number];

/** The 20 tags on most posts, per subject and overall; ties by tag. */
export async function compute(
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_video_hashtag'>> {
  const { where, params } = postFilter(scope);
  const rows = await store.all<Record<string, unknown>>(
    `with t as (
       select p.subject_id as subject_id, grouping(p.subject_id) as is_total, h.tag as tag, count(*) as posts,
         sum(p.views) as views, sum(p.engagements) as engagements
       from analytics.posts p
       join analytics.post_hashtags h on h.dashboard_id = p.dashboard_id and h.subject_id = p.subject_id
         and h.platform = p.platform and h.post_id = p.post_id
       where ${where}
       group by grouping sets ((p.subject_id, h.tag), (h.tag))
     ), ranked as (
       select t.*, row_number() over (partition by is_total, subject_id order by posts desc, tag) as rn from t
     )
     select subject_id, is_total, tag, posts, views, engagements from ranked where rn <= ${TOP_LIST_SIZE}
     order by is_total, subject_id, rn`,
    params,
  );
  const groups = new Map<string | null, Item[]>();
  for (const r of rows) {
    const group = num(r.is_total) === 1 ? null : String(r.subject_id);
    const items = groups.get(group) ?? [];
    items.push({
      tag: String(r.tag),
      posts: num(r.posts),
      views: num(r.views),
      engagements: num(r.engagements),
    });
    groups.set(group, items);
  }
  const seen = [...groups.keys()].filter((k): k is string => k !== null);
  return {
    subjects: orderSubjects(scope, seen).map((subjectId) => ({
      subjectId,
      items: groups.get(subjectId) ?? [],
    })),
    total: { items: groups.get(null) ?? [] },
  };
}
