import type { FactTable, SqlValue, AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueAnalysis } from '../dashboard/analyze-job.ts';
import { markComponentsStale, selectSubjects, updateDashboard } from '../dashboard/queries.ts';
import { getOwnedDashboard } from '../dashboard/service.ts';
import type { SheetRows } from './read-import-file.ts';
import { validateImportRows } from './validate-import-rows.ts';

/**
 * Imports the posts of a file into one subject of a dashboard the user owns (its first subject when none is
 * named). All or nothing: any row error answers 10201 with one issue per row and column, and writes nothing.
 * On success the facts are appended to the subject, its components become stale and an analysis is queued.
 * A later refresh of the dashboard replaces the subject's facts with what its source collects.
 */
export async function importPosts(opts: {
  db: Db;
  store: AnalyticsStore;
  userId: string;
  dashboardId: string;
  subjectId?: string;
  sheet: SheetRows;
  now?: Date;
}): Promise<{ imported: number }> {
  const { db, store } = opts;
  const dashboard = await getOwnedDashboard(db, opts.userId, opts.dashboardId);
  if (dashboard.status === 'generating')
    throw new AppError('CONFLICT', 'The dashboard is still collecting data; import when it is ready.');
  const subjects = await selectSubjects(db, dashboard.id);
  const subject = opts.subjectId ? subjects.find((s) => s.id === opts.subjectId) : subjects[0];
  if (!subject)
    throw new AppError('VALIDATION', undefined, [
      { path: 'subject_id', message: 'The dashboard has no such analysis subject.' },
    ]);
  const owner = { dashboard_id: dashboard.id, subject_id: subject.id };

  const scope = [dashboard.id, subject.id];
  const [postRows, channelRows] = await Promise.all([
    store.all<{ key: string }>(
      `select platform || ':' || post_id as key from analytics.posts where dashboard_id = $1 and subject_id = $2`,
      scope,
    ),
    store.all<{ key: string }>(
      `select platform || ':' || channel_id as key from analytics.channels where dashboard_id = $1 and subject_id = $2`,
      scope,
    ),
  ]);
  const { batch, issues } = await validateImportRows(opts.sheet, owner, new Set(postRows.map((r) => r.key)));
  if (issues.length)
    throw new AppError('VALIDATION', 'Some rows of the file are invalid; nothing was imported.', issues);

  const knownChannels = new Set(channelRows.map((r) => r.key));
  const channels = batch.channels.filter((c) => !knownChannels.has(`${c.platform}:${c.channel_id}`));
  const capturedAt = (opts.now ?? new Date()).toISOString();
  const writes: [FactTable, Record<string, SqlValue>[]][] = [
    ['channels', channels],
    [
      'channel_snapshots',
      channels.map((c) => ({
        ...owner,
        platform: c.platform,
        channel_id: c.channel_id,
        captured_at: capturedAt,
        followers: c.followers,
      })),
    ],
    ['posts', batch.posts],
    ['post_hashtags', batch.hashtags],
  ];
  for (const [table, rows] of writes) if (rows.length) await store.insert(table, rows);

  await db.transaction(async (tx) => {
    await markComponentsStale(tx, dashboard.id);
    await updateDashboard(tx, dashboard.id, {});
    await enqueueAnalysis(tx, dashboard.id, 'collected');
  });
  return { imported: batch.posts.length };
}
