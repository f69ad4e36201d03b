import type { AnalyticsStore } from '../analytics/store/analytics-store.ts';
import type { TextAnalyticsProvider } from '../ai/text-analytics/text-analytics-provider.ts';
import type { CollectionSource } from '../analytics/sources/collection-source.ts';
import { createSampleSource } from '../analytics/sources/sample/sample-source.ts';
import type { Db } from '../db/client.ts';
import { createFactCollector } from '../domains/dashboard/collect-facts.ts';
import { registerDashboardJobs } from '../domains/dashboard/collect-job.ts';
import { recoverStalledDashboards } from '../domains/dashboard/recover-stalled.ts';
import { registerImportJobs, settleAbandonedImports } from '../domains/imports/import-settlement.ts';
import { failInterruptedRuns, interruptedBefore } from '../domains/kox-recommend/interrupted-runs.ts';
import { modelDraftWriter } from '../domains/kox-outreach/model-draft-writer.ts';
import { registerOutreachJobs } from '../domains/kox-outreach/outreach-jobs.ts';
import { registerRefreshJob, scheduleDueCreatorRefreshes } from '../domains/kox-storage/monitoring.ts';
import { pruneFinishedStorageJobs } from '../domains/kox-storage/prune-storage-jobs.ts';
import { sweepAbandonedChunks } from '../domains/kox-outreach-attachments/sweep-abandoned-chunks.ts';
import { collectFromSources, registerStorageJobs } from '../domains/kox-storage/store-job.ts';
import { youtubeStorageSource } from '../domains/kox-storage/youtube-storage-source.ts';
import type { YoutubeGet } from '../analytics/sources/youtube/youtube-api.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { modelReplyJudge } from '../domains/kox-replies/model-judge.ts';
import { PollBackoff, registerReplyJobs, startReplyScheduling } from '../domains/kox-replies/reply-jobs.ts';
import type { ModelProvider } from '../ai/model-provider.ts';
import type { AdSources } from '../ads/sources/create-ad-source.ts';
import { registerAdJobs, scheduleDueAdSyncs } from '../domains/ads/ad-jobs.ts';
import { sweepAbandonedUploads } from '../domains/ads/upload-chunks.ts';
import type { Config } from '../lib/config.ts';
import { JobRegistry } from './job-registry.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { scheduleDueRefreshes } from './refresh-schedule.ts';

const SCHEDULE_EVERY_MS = 60_000;

export interface BackgroundJobs {
  runner: JobRunner;
  /**
   * Stops polling and scheduling, waits up to `graceMs` (default 5 s) for running jobs and hands the rest back
   * to the queue, due at once: another node, or the next start, runs them (JobRunner.stop).
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * For main.ts: registers every job kind, queues again any dashboard left generating without a job, starts the
 * runner (which first re-queues jobs a previous process left running, or fails them as interrupted when they
 * have no attempt left) and the refresh scheduler. `exclusive` is true on PGlite, where this process is the
 * only one.
 * With an analytics store, dashboards collect from `source` (the built-in sample source by default) into it
 * and, with text analytics, are analysed after each collection; without a store, collection jobs fail with
 * "collection source not wired".
 */
export async function startBackgroundJobs(opts: {
  db: Db;
  exclusive: boolean;
  analytics?: AnalyticsStore;
  textAnalytics?: TextAnalyticsProvider;
  /** Where collections read posts from (default: the built-in sample source). */
  source?: CollectionSource;
  /** The YouTube Data API (with YOUTUBE_API_KEY) for creators stored by link that are not sample data. */
  youtubeCreators?: YoutubeGet;
  /** The server's configuration: the outreach's send jobs open the mailboxes' sealed passwords with it. */
  config?: Config;
  /** How long a job's claim lasts without renewal (JOB_LEASE_SECONDS; default 60 s). */
  leaseMs?: number;
  /** Reading replies and follow-ups (docs/kox.md "Reading replies"): the mailbox secrets' key and the model. */
  replies?: { config: Config; models: ModelProvider };
  /**
   * Ad data (docs/ads.md "Ad data"): uploads parsed, accounts synced (daily while bound), ads tagged; needs the
   * analytics store and `config` (the accounts' tokens are sealed with the mailbox secrets' key).
   */
  ads?: { sources: AdSources; models?: ModelProvider };
}): Promise<BackgroundJobs> {
  const registry = new JobRegistry();
  registerDashboardJobs(registry, {
    collect: opts.analytics
      ? createFactCollector({ store: opts.analytics, source: opts.source ?? createSampleSource() })
      : undefined,
    analytics: opts.analytics,
    textAnalytics: opts.textAnalytics,
  });
  const creators = sampleCreatorCatalog();
  const youtube = opts.youtubeCreators ? youtubeStorageSource(opts.youtubeCreators) : undefined;
  registerStorageJobs(registry, { collect: collectFromSources(creators, youtube) });
  registerRefreshJob(registry, { catalog: creators, collect: youtube });
  const writer = opts.replies ? modelDraftWriter(opts.replies.models) : null;
  if (opts.config)
    registerOutreachJobs(registry, {
      catalog: creators,
      config: opts.config,
      exclusive: opts.exclusive,
      draftWriter: writer,
    });
  const backoff = new PollBackoff();
  if (opts.replies)
    registerReplyJobs(registry, {
      config: opts.replies.config,
      modelJudge: modelReplyJudge(opts.replies.models),
      catalog: creators,
      backoff,
      followUpWriter: writer,
    });
  if (opts.analytics && opts.ads && opts.config)
    registerAdJobs(registry, {
      store: opts.analytics,
      sources: opts.ads.sources,
      config: opts.config,
      models: opts.ads.models,
    });
  if (opts.analytics) {
    registerImportJobs(registry, { store: opts.analytics });
    // Only this process can write to PGlite, so an import still `writing` was cut short: settle it now.
    if (opts.exclusive) await settleAbandonedImports(opts.db, opts.analytics, { before: new Date() });
  }
  const stalled = await recoverStalledDashboards(opts.db);
  if (stalled.length)
    console.warn(
      `[jobs] ${stalled.length} dashboard(s) were generating with no job to finish them; queued again.`,
    );
  const interrupted = await failInterruptedRuns(opts.db, interruptedBefore(new Date(), opts.exclusive));
  if (interrupted.length)
    console.warn(`[jobs] ${interrupted.length} recommendation(s) were cut off by a stop; marked failed.`);
  const runner = createJobRunner({
    db: opts.db,
    registry,
    exclusive: opts.exclusive,
    leaseMs: opts.leaseMs,
  });
  await runner.start();
  let scheduling: Promise<void> = Promise.resolve();
  const schedule = () => {
    const now = new Date();
    scheduling = Promise.all([
      scheduleDueRefreshes(opts.db, now),
      scheduleDueCreatorRefreshes(opts.db, now),
      // Another node's run (PostgreSQL) that outlived the stale time: its node stopped.
      failInterruptedRuns(opts.db, interruptedBefore(now, false)),
      pruneFinishedStorageJobs(opts.db, now),
      sweepAbandonedChunks(opts.db, now),
      sweepAbandonedUploads(opts.db, now),
      opts.ads ? scheduleDueAdSyncs(opts.db, now) : [],
    ])
      .then(([dashboards, creators, , , , , adSyncs]) =>
        dashboards.length || creators || adSyncs.length ? runner.tick() : undefined,
      )
      .catch((err: unknown) => console.warn('[jobs] scheduling refreshes failed:', err));
  };
  const timer = setInterval(schedule, SCHEDULE_EVERY_MS);
  timer.unref();
  schedule();
  const replies = opts.replies
    ? startReplyScheduling({
        db: opts.db,
        runner,
        backoff,
        pollMs: opts.replies.config.KOX_REPLY_POLL_SECONDS * 1000,
        followUpMs: opts.replies.config.KOX_FOLLOW_UP_SECONDS * 1000,
      })
    : undefined;
  return {
    runner,
    async stop(graceMs) {
      clearInterval(timer);
      await Promise.all([scheduling, replies?.stop()]);
      await runner.stop(graceMs);
    },
  };
}
