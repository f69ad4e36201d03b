import { createSampleSource } from '../../../server/analytics/sources/sample/sample-source.ts';
import type { CollectionSource } from '../../../server/analytics/sources/collection-source.ts';
import { createBuiltinTextAnalytics } from '../../../server/ai/text-analytics/builtin-text-analytics.ts';
import type { TextAnalyticsProvider } from '../../../server/ai/text-analytics/text-analytics-provider.ts';
import { createFactCollector } from '../../../server/domains/dashboard/collect-facts.ts';
import { registerDashboardJobs } from '../../../server/domains/dashboard/collect-job.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { startBackgroundJobs } from '../../../server/jobs/start-jobs.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { runningShoes, type DashboardInput } from './dashboard-fixtures.ts';

/**
 * Runs the dashboard jobs as the server does (sample source → analytics store → analysis) until none is due.
 * `textAnalytics` replaces the analyzer, `source` the collection source.
 */
export async function runDashboardJobs(
  t: TestApp,
  opts: { textAnalytics?: TextAnalyticsProvider; source?: CollectionSource } = {},
): Promise<void> {
  const registry = new JobRegistry();
  registerDashboardJobs(registry, {
    collect: createFactCollector({ store: t.deps.analytics, source: opts.source ?? createSampleSource() }),
    analytics: t.deps.analytics,
    textAnalytics: opts.textAnalytics ?? createBuiltinTextAnalytics(),
  });
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    pollMs: 60_000,
    backoff: () => 0,
    log: () => {},
  });
  await runner.tick();
  await runner.whenIdle();
}

/**
 * What a server start does with the jobs (main.ts: recovery, re-queueing, settling imports, then running), on
 * the test app's databases, until nothing is left to do.
 */
export async function startJobsLikeAServer(t: TestApp): Promise<void> {
  const background = await startBackgroundJobs({
    db: t.deps.db,
    exclusive: true,
    analytics: t.deps.analytics,
    textAnalytics: createBuiltinTextAnalytics(),
  });
  await background.runner.whenIdle();
  await background.stop();
}

/** Two brands on YouTube: a small corpus, so a collection and analysis take well under a second. */
export function twoBrands(overrides: Partial<DashboardInput> = {}): DashboardInput {
  return runningShoes({
    name: 'Two brands',
    media: ['youtube'],
    frequency: 'once',
    subjects: [
      { name: 'Nike', keywords: 'nike+running' },
      { name: 'Adidas', keywords: 'adidas' },
    ],
    ...overrides,
  });
}
