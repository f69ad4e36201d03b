import type { AnalyticsStore, FactTable, SqlValue } from '../../analytics/store/analytics-store.ts';
import type {
  CollectedBatch,
  CollectionSource,
  SubjectCriteria,
} from '../../analytics/sources/collection-source.ts';
import type { PostSource } from '../../../src/lib/api/endpoints.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import type { CollectDashboard } from './collect-job.ts';
import {
  completeSubjectTasks,
  selectSubjects,
  selectTasks,
  setTaskProgress,
  updateDashboard,
  type SubjectRow,
} from './queries.ts';

/** Spec §9's longest quick pick is one year, so a collection covers the year up to today. */
const WINDOW_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A subject's criteria for a source: every region and language it lists, and its industry. */
export function criteriaOf(subject: SubjectRow, now: Date): SubjectCriteria {
  return {
    keywords: subject.keywords,
    topics: subject.topics,
    accounts: subject.accounts,
    excludedAccounts: subject.excludedAccounts,
    regions: subject.regions.map((r) => r.toUpperCase()),
    languages: subject.languages.map((l) => l.toLowerCase()),
    contentLanguages: subject.contentLanguages.map((l) => l.toLowerCase()),
    industry: subject.industry,
    followerMin: subject.followerMin,
    followerMax: subject.followerMax,
    searchScope: subject.searchScope,
    paidOnly: subject.paidOnly,
    appPromotionOnly: subject.appPromotion,
    since: new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10),
    until: now.toISOString().slice(0, 10),
  };
}

const tables: [FactTable, keyof CollectedBatch][] = [
  ['posts', 'posts'],
  ['post_hashtags', 'hashtags'],
  ['comments', 'comments'],
  ['channels', 'channels'],
  ['channel_snapshots', 'snapshots'],
];

/** Collecting is this much of a task's progress; writing the subject's facts is the rest. */
const COLLECT_SHARE = 80;
/** Progress is written when it moved by this many points, so a large corpus costs a few updates, not thousands. */
const PROGRESS_STEP = 5;

/**
 * A collection through `source` into the analytics store: per subject, each medium's task collects (progress
 * written to its task, 0–80), then the subject's old facts are replaced by the new ones in one transaction, so
 * a refresh or a replay never doubles the data, and its tasks are SUCCESS at 100 while the next subject
 * collects. Every write goes through the job's fence: a runner that lost the job writes nothing more.
 */
export function createFactCollector(opts: {
  store: AnalyticsStore;
  source: CollectionSource;
  now?: () => Date;
}): CollectDashboard {
  const now = opts.now ?? (() => new Date());
  return async ({ db, job, signal, fenced, holdingClaim }) => {
    const { dashboardId } = job.payload;
    const [subjects, tasks] = await Promise.all([
      selectSubjects(db, dashboardId),
      selectTasks(db, dashboardId),
    ]);
    const counts = { channels: 0, posts: 0, comments: 0 };
    const sources = new Set<PostSource>();
    for (const subject of subjects) {
      const criteria = criteriaOf(subject, now());
      const batches: CollectedBatch[] = [];
      for (const task of tasks.filter((t) => t.subjectId === subject.id)) {
        let reported = 0;
        const progress: Promise<void>[] = [];
        const batch = await opts.source.collect(
          { dashboardId, subjectId: subject.id, platform: task.media, criteria },
          (done, total) => {
            const pct = total > 0 ? Math.floor((done / total) * COLLECT_SHARE) : 0;
            if (pct >= reported + PROGRESS_STEP || (done === total && pct > reported)) {
              reported = pct;
              const write = fenced((tx) => setTaskProgress(tx, task.id, pct));
              // Awaited below; a lost claim must not count as an unhandled rejection meanwhile.
              write.catch(() => undefined);
              progress.push(write);
            }
          },
          signal,
        );
        await Promise.all(progress);
        batches.push(batch);
        if (batch.posts.length > 0) sources.add(opts.source.sourceOf(task.media));
      }
      signal.throwIfAborted();
      const writes = tables.map(([table, key]) => {
        const rows: Record<string, SqlValue>[] = [];
        // A loop, not push(...list): a large corpus would overflow the argument list.
        for (const b of batches) for (const row of b[key]) rows.push(row);
        return { table, rows };
      });
      await faultPoint('collect:before-facts', signal);
      // One transaction: readers and a crash see the subject's old facts or its new ones, never a mix.
      const replace = { dashboardId, subjectId: subject.id };
      await holdingClaim((claim) => opts.store.writeFacts({ writes, replace, claim }));
      await faultPoint('collect:after-subject');
      await fenced((tx) => completeSubjectTasks(tx, subject.id));
      counts.channels += batches.reduce((n, b) => n + b.channels.length, 0);
      counts.posts += batches.reduce((n, b) => n + b.posts.length, 0);
      counts.comments += batches.reduce((n, b) => n + b.comments.length, 0);
    }
    // Every subject's facts were replaced, imported posts too, so the sources are exactly this collection's.
    await fenced((tx) => updateDashboard(tx, dashboardId, { dataSources: [...sources] }));
    return counts;
  };
}
