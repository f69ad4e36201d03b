import { safeRatio, type DbResult, type MetricTotals } from '../../../src/lib/report-components/results.ts';
import { orderSubjects, type ComponentScope } from './scope.ts';
import type { StoreReader } from './store-reader.ts';
import { createScans, type ComponentScans } from './shared-scans.ts';
import { num } from './row-values.ts';

type Row = Record<string, unknown>;

const SUMMED = ['posts', 'views', 'likes', 'comments', 'shares', 'saves', 'reposts', 'engagements'] as const;

/**
 * Totals per subject and overall, summed from the per-channel totals (every (subject, platform, channel) group of
 * the posts in scope counts as a channel, known to the channels table or not).
 */
export async function fromScans(scans: ComponentScans): Promise<DbResult<'db_overview'>> {
  const channels = await scans.channelTotals();
  const bySubject = new Map<string, Row>();
  const total: Row = { channels: 0 };
  for (const { row } of channels) {
    const subjectId = String(row.subject_id);
    const subject = bySubject.get(subjectId) ?? { channels: 0 };
    bySubject.set(subjectId, subject);
    for (const sums of [subject, total]) {
      sums.channels = num(sums.channels) + 1;
      for (const key of SUMMED) sums[key] = num(sums[key]) + num(row[key]);
    }
  }
  return {
    subjects: orderSubjects(scans.scope, bySubject.keys()).map((subjectId) => ({
      subjectId,
      ...totals(bySubject.get(subjectId)),
    })),
    total: totals(total),
  };
}

export const compute = (store: StoreReader, scope: ComponentScope): Promise<DbResult<'db_overview'>> =>
  fromScans(createScans(store, scope));

function totals(row: Row | undefined): MetricTotals {
  const posts = num(row?.posts);
  const views = num(row?.views);
  const likes = num(row?.likes);
  const comments = num(row?.comments);
  const engagements = num(row?.engagements);
  return {
    posts,
    channels: num(row?.channels),
    views,
    likes,
    comments,
    shares: num(row?.shares),
    saves: num(row?.saves),
    reposts: num(row?.reposts),
    engagements,
    avgViews: safeRatio(views, posts),
    avgLikes: safeRatio(likes, posts),
    avgComments: safeRatio(comments, posts),
    avgEngagements: safeRatio(engagements, posts),
    engagementRate: safeRatio(engagements, views),
  };
}
