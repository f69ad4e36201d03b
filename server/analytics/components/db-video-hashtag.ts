import type { DbResult } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { createScans, type ComponentScans } from './shared-scans.ts';
import { num } from './row-values.ts';

type Item = DbResult<'db_video_hashtag'>['total']['items'][number];

/** The 20 tags on most posts, per subject and overall; ties by tag. */
export async function fromScans(scans: ComponentScans): Promise<DbResult<'db_video_hashtag'>> {
  const rows = await scans.hashtags();
  const groups = new Map<string | null, Item[]>();
  for (const r of rows) {
    const group = num(r.is_total) === 1 ? null : String(r.subject_id);
    const items = groups.get(group) ?? [];
    items.push({ tag: String(r.tag), posts: num(r.posts) });
    groups.set(group, items);
  }
  const seen = [...groups.keys()].filter((k): k is string => k !== null);
  return {
    subjects: orderSubjects(scans.scope, seen).map((subjectId) => ({
      subjectId,
      items: groups.get(subjectId) ?? [],
    })),
    total: { items: groups.get(null) ?? [] },
  };
}

export const compute = (store: StoreReader, scope: ComponentScope): Promise<DbResult<'db_video_hashtag'>> =>
  fromScans(createScans(store, scope));
