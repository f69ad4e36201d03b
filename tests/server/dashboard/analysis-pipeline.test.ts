import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLM_API_KEYS, llmComponents } from '../../../server/analytics/components/llm/registry.ts';
import { COMPONENTS, DB_API_KEYS } from '../../../server/analytics/components/registry.ts';
import type { StoreReader } from '../../../server/analytics/components/store-reader.ts';
import type { CollectionSource } from '../../../server/analytics/sources/collection-source.ts';
import { createSampleSource } from '../../../server/analytics/sources/sample/sample-source.ts';
import { createBuiltinTextAnalytics } from '../../../server/ai/text-analytics/builtin-text-analytics.ts';
import type { TextAnalyticsProvider } from '../../../server/ai/text-analytics/text-analytics-provider.ts';
import { collectionTasks, jobs } from '../../../server/db/schema/index.ts';
import {
  ANALYZE_DASHBOARD,
  enqueueAnalysis,
  markAnalysisFailed,
} from '../../../server/domains/dashboard/analyze-job.ts';
import { computeDbComponents } from '../../../server/domains/dashboard/component-results.ts';
import { findDashboard } from '../../../server/domains/dashboard/queries.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import { COLLECT_DASHBOARD } from '../../../server/jobs/refresh-schedule.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { runDashboardJobs, twoBrands } from './pipeline-kit.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  token = await t.signIn();
}, 60_000);
afterAll(() => t.close());

const detail = async (id: string) =>
  (await t.call('dashboard.detail', { dashboard_id: id }, token)).body.data;

/** The builtin analyzer, noting the dashboard's status whenever the analysis reads texts. */
function watchingAnalyzer(dashboardId: string, seen: string[]): TextAnalyticsProvider {
  const builtin = createBuiltinTextAnalytics();
  return {
    ...builtin,
    async hotWords(texts, opts) {
      seen.push((await findDashboard(t.deps.db, dashboardId))!.status);
      return builtin.hotWords(texts, opts);
    },
  };
}

function schemaOf(apiKey: string) {
  if (apiKey in COMPONENTS) return COMPONENTS[apiKey as keyof typeof COMPONENTS].resultSchema;
  return llmComponents[apiKey as keyof typeof llmComponents].resultSchema;
}

describe('collection and analysis of a dashboard', () => {
  let dashboardId: string;

  it('stays generating through collection and analysis, then is ready with every component computed', async () => {
    const keys = [...DB_API_KEYS, ...LLM_API_KEYS, 'db_ad_performance_overview'];
    const created = (await t.call('dashboard.add', twoBrands({ components: keys }), token)).body.data;
    dashboardId = created.dashboard_id;
    expect(created.status).toBe('generating');
    expect(created.components.every((c) => c.state === 'stale' && c.result === null)).toBe(true);

    const seen: string[] = [];
    await runDashboardJobs(t, { textAnalytics: watchingAnalyzer(dashboardId, seen) });
    // Hot words are read twice (titles, comments): both while the first analysis ran.
    expect(seen).toEqual(['generating', 'generating']);

    const ready = await detail(dashboardId);
    expect(ready).toMatchObject({ status: 'ready', failure_code: null });
    expect(ready.tasks.every((task) => task.status === 'SUCCESS' && task.progress === 100)).toBe(true);
    expect(ready.components.map((c) => c.api_key)).toEqual(keys);
    for (const c of ready.components) {
      if (c.api_key === 'db_ad_performance_overview') {
        expect(c).toMatchObject({ state: 'failed', result: null, data_version: 1 });
        expect(c.error_code).toBe('ad_data_unavailable');
        continue;
      }
      expect(c, c.api_key).toMatchObject({ state: 'fresh', error_code: null, data_version: 1 });
      expect(c.computed_at).not.toBeNull();
      expect(schemaOf(c.api_key).safeParse(c.result).success, c.api_key).toBe(true);
    }
    const overview = ready.components.find((c) => c.api_key === 'db_overview')!.result as {
      total: { posts: number };
    };
    const [facts] = await t.deps.analytics.all<{ n: number }>(
      'select count(*) as n from analytics.posts where dashboard_id = $1',
      [dashboardId],
    );
    expect(overview.total.posts).toBe(facts!.n);
    expect(facts!.n).toBeGreaterThan(0);
    // Without tag rules the custom category says what it needs instead of inventing tags.
    expect(ready.components.find((c) => c.api_key === 'llm_video_custom_category')!.result).toMatchObject({
      status: 'needs_rules',
    });
  }, 60_000);

  it('analyses a component added to a ready dashboard, with its tag rules', async () => {
    const added = await t.call(
      'dashboard.componentAdd',
      {
        dashboard_id: dashboardId,
        api_key: 'llm_video_custom_category',
        settings: { rules: 'nike\nadidas' },
      },
      token,
    );
    expect(added.body.data).toMatchObject({ state: 'stale', result: null });
    await runDashboardJobs(t);
    const ready = await detail(dashboardId);
    const computed = ready.components.find((c) => c.component_id === added.body.data.component_id)!;
    expect(computed).toMatchObject({ state: 'fresh', data_version: 1 });
    const result = computed.result as { status: string; items: { tag: string; count: number }[] };
    expect(result.status).toBe('ok');
    expect(result.items.map((i) => i.tag).sort()).toEqual(['adidas', 'nike']);
    expect(result.items.every((i) => i.count > 0)).toBe(true);
    expect(ready.status).toBe('ready');
  }, 60_000);

  it('reanalyze queues the analysis and recomputes only the components asked for', async () => {
    const before = await detail(dashboardId);
    const target = before.components.find((c) => c.api_key === 'db_top5_videos_by_views')!;
    const other = before.components.find((c) => c.api_key === 'db_overview')!;
    const res = await t.call(
      'dashboard.reanalyze',
      { dashboard_id: dashboardId, component_ids: [target.component_id] },
      token,
    );
    expect(res.body.data.find((c) => c.component_id === target.component_id)?.state).toBe('stale');
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued.map((j) => [j.kind, j.payload])).toEqual([
      [ANALYZE_DASHBOARD, { dashboardId, reason: 'reanalyze' }],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await runDashboardJobs(t);
    const after = await detail(dashboardId);
    const recomputed = after.components.find((c) => c.component_id === target.component_id)!;
    expect(recomputed.state).toBe('fresh');
    expect(Date.parse(recomputed.computed_at!)).toBeGreaterThan(Date.parse(target.computed_at!));
    expect(recomputed.result).toEqual(target.result);
    expect(after.components.find((c) => c.component_id === other.component_id)!.computed_at).toBe(
      other.computed_at,
    );
  }, 60_000);

  it('a refresh keeps the dashboard ready while it recomputes, with the next data version', async () => {
    await enqueueJob(t.deps.db, { kind: COLLECT_DASHBOARD, payload: { dashboardId, reason: 'refresh' } });
    const seen: string[] = [];
    await runDashboardJobs(t, { textAnalytics: watchingAnalyzer(dashboardId, seen) });
    expect(seen).toEqual(['ready', 'ready']);
    const after = await detail(dashboardId);
    expect(after.status).toBe('ready');
    const computed = after.components.filter((c) => c.api_key !== 'db_ad_performance_overview');
    expect(computed.every((c) => c.state === 'fresh' && c.data_version === 2)).toBe(true);
  }, 60_000);
});

describe('failures', () => {
  it('a component whose computation throws fails with the reason; the others are fresh', async () => {
    const keys = ['db_overview', 'llm_channel_category', 'llm_video_evaluation_hot_words'];
    const d = (await t.call('dashboard.add', twoBrands({ name: 'Flaky', components: keys }), token)).body
      .data;
    const builtin = createBuiltinTextAnalytics();
    await runDashboardJobs(t, {
      textAnalytics: { ...builtin, channelCategories: () => Promise.reject(new Error('Model overloaded')) },
    });
    const ready = await detail(d.dashboard_id);
    expect(ready.status).toBe('ready');
    expect(ready.components.map((c) => [c.api_key, c.state, c.error_code])).toEqual([
      ['db_overview', 'fresh', null],
      ['llm_channel_category', 'failed', 'analysis_failed'],
      ['llm_video_evaluation_hot_words', 'fresh', null],
    ]);
    const [job] = await t.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, ANALYZE_DASHBOARD))
      .then((rows) => rows.filter((j) => j.payload.dashboardId === d.dashboard_id));
    expect(job).toMatchObject({ status: 'succeeded', result: { fresh: 2, failed: 1, superseded: 0 } });
  }, 60_000);

  it('db_* components that share scans still fail one by one when a query throws', async () => {
    const d = (await t.call('dashboard.add', twoBrands({ name: 'Tags' }), token)).body.data;
    await runDashboardJobs(t);
    const failing: StoreReader = {
      engine: t.deps.analytics.engine,
      all: (sql, params) =>
        // Hashtags are read from the facts or, on DuckDB, from their summary table.
        /post_hashtags|rollup_tags/.test(sql)
          ? Promise.reject(new Error('hashtags unavailable'))
          : t.deps.analytics.all(sql, params),
    };
    const scope = { dashboardId: d.dashboard_id, subjectIds: [] };
    const outcomes = await computeDbComponents(failing, scope, [
      'db_overview',
      'db_video_hashtag',
      'db_nope',
    ]);
    expect(outcomes.get('db_overview')).toMatchObject({ ok: true });
    expect(outcomes.get('db_video_hashtag')).toEqual({
      ok: false,
      code: 'analysis_failed',
      detail: 'hashtags unavailable',
    });
    expect(outcomes.get('db_nope')).toEqual({
      ok: false,
      code: 'unsupported_component',
      detail: '"db_nope" is not a known report component.',
    });
  }, 60_000);

  it('an analysis that cannot run at all fails a generating dashboard with the code', async () => {
    const d = (await t.call('dashboard.add', twoBrands({ name: 'Broken' }), token)).body.data;
    await t.deps.db
      .update(collectionTasks)
      .set({ status: 'SUCCESS', progress: 100 })
      .where(eq(collectionTasks.dashboardId, d.dashboard_id));
    await markAnalysisFailed(t.deps.db, d.dashboard_id, 'analysis_failed');
    const failed = await detail(d.dashboard_id);
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'analysis_failed' });
    expect(failed.components.every((c) => c.state === 'failed' && c.error_code === 'analysis_failed')).toBe(
      true,
    );
    await t.call('dashboard.del', { dashboard_id: d.dashboard_id }, token);
  });

  it('skips the analysis of a dashboard deleted while it waited', async () => {
    const d = (await t.call('dashboard.add', twoBrands({ name: 'Gone' }), token)).body.data;
    await enqueueAnalysis(t.deps.db, { id: d.dashboard_id, teamId: d.team_id! }, 'reanalyze');
    await t.call('dashboard.del', { dashboard_id: d.dashboard_id }, token);
    await runDashboardJobs(t);
    const rows = (await t.deps.db.select().from(jobs).where(eq(jobs.kind, ANALYZE_DASHBOARD))).filter(
      (j) => j.payload.dashboardId === d.dashboard_id,
    );
    expect(rows.map((j) => [j.status, j.result])).toEqual([['succeeded', { skipped: 'dashboard deleted' }]]);
  });
});

describe('collection progress', () => {
  it("moves per task while collecting: a finished subject's tasks are done while the next collects", async () => {
    const d = (
      await t.call('dashboard.add', twoBrands({ name: 'Progress', media: ['youtube', 'tiktok'] }), token)
    ).body.data;
    const sample = createSampleSource();
    const snapshots: string[][] = [];
    const source: CollectionSource = {
      id: 'sample',
      sourceOf: () => 'sample',
      async collect(scope, onProgress, signal) {
        const tasks = await t.deps.db
          .select()
          .from(collectionTasks)
          .where(eq(collectionTasks.dashboardId, d.dashboard_id));
        const subjectOrder = d.subjects.map((s) => s.subject_id);
        snapshots.push(
          tasks
            .sort(
              (a, b) =>
                subjectOrder.indexOf(a.subjectId) - subjectOrder.indexOf(b.subjectId) ||
                a.media.localeCompare(b.media),
            )
            .map((task) => `${task.status}:${task.progress}`),
        );
        return sample.collect(scope, onProgress, signal);
      },
    };
    await runDashboardJobs(t, { source });
    // Tasks: Nike tiktok, Nike youtube, Adidas tiktok, Adidas youtube; each collect call is one of them.
    expect(snapshots).toHaveLength(4);
    expect(snapshots[0]).toEqual(['PENDING:0', 'PENDING:0', 'PENDING:0', 'PENDING:0']);
    // The first medium collected reports up to 80 (writing the facts is the rest).
    expect(snapshots[1]!.filter((s) => s === 'PENDING:80')).toHaveLength(1);
    expect(snapshots[2]!.slice(0, 2)).toEqual(['SUCCESS:100', 'SUCCESS:100']);
    expect(snapshots[2]!.slice(2)).toEqual(['PENDING:0', 'PENDING:0']);
    const done = await detail(d.dashboard_id);
    expect(done.tasks.map((task) => `${task.status}:${task.progress}`)).toEqual(Array(4).fill('SUCCESS:100'));
  }, 60_000);
});
