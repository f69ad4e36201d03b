import { TOP_LIST_SIZE } from '../../../src/lib/report-components/catalog.ts';
import type { DbResult } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, postFilter, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { num } from './row-values.ts';

type Item = DbResult<'db_video_hashtag'>['total']['items'][number];

/**
 * The 20 tags on most posts, per subject and overall; ties by tag. The tags table carries dashboard and
 * subject, so only a time window needs the join with posts (the join costs several times the tag scan).
 */
export async function compute(
  store: StoreReader,
  scope: ComponentScope,
): Promise<DbResult<'db_video_hashtag'>> {
  const tags = postFilter({ dashboardId: scope.dashboardId, subjectIds: scope.subjectIds }, 'h');
  const windowed = Boolean(scope.since || scope.until);
  const { where, params } = windowed ? postFilter(scope) : tags;
  const from = windowed
    ? `analytics.post_hashtags h join analytics.posts p on p.dashboard_id = h.dashboard_id
         and p.subject_id = h.subject_id and p.platform = h.platform and p.post_id = h.post_id
       where ${where} and ${tags.where}`
    : `analytics.post_hashtags h where ${where}`;
  const rows = await store.all<Record<string, unknown>>(
    `with t as (
       select h.subject_id as subject_id, grouping(h.subject_id) as is_total, h.tag as tag, count(*) as posts
       from ${from}
       group by grouping sets ((h.subject_id, h.tag), (h.tag))
     ), ranked as (
       select t.*, row_number() over (partition by is_total, subject_id order by posts desc, tag) as rn from t
     )
     select subject_id, is_total, tag, posts from ranked where rn <= ${TOP_LIST_SIZE}
     order by is_total, subject_id, rn`,
    params,
  );
  const groups = new Map<string | null, Item[]>();
  for (const r of rows) {
    const group = num(r.is_total) === 1 ? null : String(r.subject_id);
    const items = groups.get(group) ?? [];
    items.push({ tag: String(r.tag), posts: num(r.posts) });
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
