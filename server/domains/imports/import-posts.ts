import { randomUUID } from 'node:crypto';
import type { AnalyticsStore, FactWrite } from '../../analytics/store/analytics-store.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { selectSubjects } from '../dashboard/queries.ts';
import { getTeamDashboard, type TeamCaller } from '../dashboard/team-scope.ts';
import type { SheetRows } from './read-import-file.ts';
import { insertWritingImport } from './import-queries.ts';
import {
  enqueueSettlement,
  finishImport,
  SETTLE_AFTER_MS,
  settleAbandonedImports,
} from './import-settlement.ts';
import { validateImportRows } from './validate-import-rows.ts';

/**
 * Imports the posts of a file into one subject of a dashboard of the caller's team (its first subject when none is
 * named). All or nothing: any row error answers 10201 with one issue per row and column, and writes nothing.
 * On success the facts are added to the subject in one transaction, its components become stale and an
 * analysis is queued. A crash at any moment leaves either all of that or none of it once settled
 * (import-settlement.ts), and a new upload then works. A later refresh of the dashboard replaces the
 * subject's facts with what its source collects.
 */
export async function importPosts(opts: {
  db: Db;
  store: AnalyticsStore;
  caller: TeamCaller;
  dashboardId: string;
  subjectId?: string;
  fileName: string;
  sheet: SheetRows;
  now?: Date;
}): Promise<{ imported: number }> {
  const { db, store } = opts;
  const now = opts.now ?? new Date();
  const dashboard = await getTeamDashboard(db, opts.caller.team, opts.dashboardId);
  if (dashboard.status === 'generating')
    throw new AppError('CONFLICT', 'The dashboard is still collecting data; import when it is ready.');
  const subjects = await selectSubjects(db, dashboard.id);
  const subject = opts.subjectId ? subjects.find((s) => s.id === opts.subjectId) : subjects[0];
  if (!subject)
    throw new AppError('VALIDATION', undefined, [
      { path: 'subject_id', message: 'The dashboard has no such analysis subject.' },
    ]);
  const owner = { dashboard_id: dashboard.id, subject_id: subject.id };
  // An earlier import of this subject whose writer died is settled first, so its posts count as existing or not.
  await settleAbandonedImports(db, store, {
    subjectId: subject.id,
    before: new Date(now.getTime() - SETTLE_AFTER_MS),
  });

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
  const writes: FactWrite[] = [
    { table: 'posts', rows: batch.posts },
    { table: 'post_hashtags', rows: batch.hashtags },
    { table: 'channels', rows: channels },
    {
      table: 'channel_snapshots',
      rows: channels.map((c) => ({
        ...owner,
        platform: c.platform,
        channel_id: c.channel_id,
        captured_at: now.toISOString(),
        followers: c.followers,
      })),
    },
  ];

  const importId = randomUUID();
  const started = await db.transaction(async (tx) => {
    const row = await insertWritingImport(tx, {
      id: importId,
      dashboardId: dashboard.id,
      teamId: dashboard.teamId,
      subjectId: subject.id,
      userId: opts.caller.userId,
      fileName: opts.fileName.slice(0, 255),
      posts: batch.posts.length,
    });
    if (row) await enqueueSettlement(tx, { importId, teamId: dashboard.teamId }, now);
    return row;
  });
  if (!started)
    throw new AppError(
      'CONFLICT',
      'Another import into this subject is still being written; try again shortly.',
    );

  await faultPoint('import:before-facts');
  const record = { id: importId, dashboardId: dashboard.id, subjectId: subject.id };
  if (!(await store.writeFacts({ writes, record })))
    throw new AppError('CONFLICT', 'The import was stopped before it was written; nothing was imported.');
  await faultPoint('import:after-facts');
  await finishImport(db, { id: importId, dashboardId: dashboard.id, teamId: dashboard.teamId });
  return { imported: batch.posts.length };
}
