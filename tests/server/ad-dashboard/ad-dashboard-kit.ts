import type { AdDatasetKind } from '../../../src/lib/ads/ad-dataset-values.ts';
import type { AttributionWindow } from '../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../../../server/ads/ad-day-row.ts';
import type { AdTagRow } from '../../../server/analytics/store/ad-fact-schema.ts';
import { adDatasets } from '../../../server/db/schema/index.ts';
import { registerAdJobs } from '../../../server/domains/ads/ad-jobs.ts';
import { registerAnalyzeJob } from '../../../server/domains/dashboard/analyze-job.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { AD_DAYS, AD_TAGS } from '../analytics/ad-components/ad-fixture.ts';
import { runDueJobs } from '../ads/app/ad-app-kit.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * Runs the queued jobs due now (the ad data jobs unless `ads` is false, the dashboards' analysis unless
 * `analysis` is false) and those they queue, as the server's runner would, until none is left.
 */
export async function runJobs(t: TestApp, opts: { ads?: boolean; analysis?: boolean } = {}): Promise<void> {
  const registry = new JobRegistry();
  if (opts.ads !== false)
    registerAdJobs(registry, { store: t.deps.analytics, sources: t.deps.adSources, config: t.deps.config });
  if (opts.analysis !== false)
    registerAnalyzeJob(registry, { store: t.deps.analytics, textAnalytics: t.deps.textAnalytics });
  await runDueJobs(t, registry);
}

const ALL_WINDOWS: AttributionWindow[] = ['none', '1d_view', '1d_click', '7d_click'];

/**
 * A dataset of `teamId` holding the contract fixture's rows and tags (tests/server/analytics/ad-components), as
 * a finished import leaves it: its row in the app database says what the store holds.
 */
export async function fixtureDataset(
  t: TestApp,
  opts: {
    teamId: string;
    name: string;
    clientId?: string | null;
    kind?: AdDatasetKind;
    rows?: readonly AdDayRow[];
    tags?: readonly AdTagRow[];
    windows?: AttributionWindow[];
    monthlyBudgetUsd?: number | null;
    state?: 'success' | 'parsing' | 'failed';
  },
): Promise<string> {
  const rows = opts.rows ?? AD_DAYS;
  const days = rows.map((r) => r.day).sort();
  const state = opts.state ?? 'success';
  const [created] = await t.deps.db
    .insert(adDatasets)
    .values({
      teamId: opts.teamId,
      clientId: opts.clientId ?? null,
      kind: opts.kind ?? 'file',
      platform: 'meta',
      name: opts.name,
      accountId: opts.kind === 'sample' ? `sample-${opts.name}` : null,
      currency: 'EUR',
      monthlyBudgetUsd: opts.monthlyBudgetUsd ?? null,
      state,
      rowCount: state === 'success' ? rows.length : 0,
      adCount: state === 'success' ? new Set(rows.map((r) => r.adId)).size : 0,
      firstDay: state === 'success' ? (days[0] ?? null) : null,
      lastDay: state === 'success' ? (days.at(-1) ?? null) : null,
      windows: state === 'success' ? (opts.windows ?? ALL_WINDOWS) : [],
      fileName: opts.kind === 'sample' ? null : `${opts.name}.csv`,
      fileSize: 100,
    })
    .returning({ id: adDatasets.id });
  const id = created!.id;
  if (state === 'success') {
    await t.deps.analytics.replaceAdDays(
      id,
      rows.map((r) => ({ ...r, datasetId: id })),
    );
    await t.deps.analytics.replaceAdTags(
      id,
      (opts.tags ?? AD_TAGS).map((tag) => ({ ...tag, datasetId: id })),
    );
  }
  return id;
}

type Metric = { metric: string; period: number | null; thisWeek: number | null; lastWeek: number | null };

/** A metric row of a metric-list component's result. */
export function metricOf(result: unknown, name: string): Metric | undefined {
  return (result as { metrics: Metric[] }).metrics.find((m) => m.metric === name);
}

/** The result of a dashboard's component by api_key. */
export function resultOf(
  detail: { components: { api_key: string; result: unknown }[] },
  apiKey: string,
): unknown {
  return detail.components.find((c) => c.api_key === apiKey)?.result;
}
