import type { AnalyticsStore } from '../analytics/store/analytics-store.ts';
import { createSampleSource } from '../analytics/sources/sample/sample-source.ts';
import type { Db } from '../db/client.ts';
import { createFactCollector } from '../domains/dashboard/collect-facts.ts';
import { registerDashboardJobs } from '../domains/dashboard/collect-job.ts';
import { JobRegistry } from './job-registry.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';
import { scheduleDueRefreshes } from './refresh-schedule.ts';

const SCHEDULE_EVERY_MS = 60_000;

export interface BackgroundJobs {
  runner: JobRunner;
  /** Stops polling and scheduling; waits briefly for running jobs (the rest resume at the next start). */
  stop(): Promise<void>;
}

/**
 * For main.ts: registers every job kind, starts the runner (which first re-queues jobs a previous process left
 * running) and the refresh scheduler. `exclusive` is true on PGlite, where this process is the only one.
 * With an analytics store, dashboards collect from the built-in sample source into it; without one, collection
 * jobs fail with "collection source not wired".
 */
export async function startBackgroundJobs(opts: {
  db: Db;
  exclusive: boolean;
  analytics?: AnalyticsStore;
}): Promise<BackgroundJobs> {
  const registry = new JobRegistry();
  registerDashboardJobs(
    registry,
    opts.analytics ? createFactCollector({ store: opts.analytics, source: createSampleSource() }) : undefined,
    opts.analytics,
  );
  const runner = createJobRunner({ db: opts.db, registry, exclusive: opts.exclusive });
  await runner.start();
  let scheduling: Promise<void> = Promise.resolve();
  const schedule = () => {
    scheduling = scheduleDueRefreshes(opts.db, new Date())
      .then((ids) => (ids.length ? runner.tick() : undefined))
      .catch((err: unknown) => console.warn('[jobs] scheduling refreshes failed:', err));
  };
  const timer = setInterval(schedule, SCHEDULE_EVERY_MS);
  timer.unref();
  schedule();
  return {
    runner,
    async stop() {
      clearInterval(timer);
      await scheduling;
      await runner.stop();
    },
  };
}
