import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionSource } from '../../../server/analytics/sources/collection-source.ts';
import { createSampleSource } from '../../../server/analytics/sources/sample/sample-source.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import { COLLECT_DASHBOARD } from '../../../server/jobs/refresh-schedule.ts';
import { queryDashboardExecutor } from '../../../server/tools/query-dashboard.ts';
import { csvOf } from '../imports/import-csv.ts';
import { authUser, toolContext } from '../tools/tools-kit.ts';
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

/** What every dashboard endpoint says about one dashboard's source: list item, detail and shared report. */
async function sourcesSeen(dashboardId: string) {
  const list = (await t.call('dashboard.list', { page: 1, page_size: 100 }, token)).body.data.list;
  const item = list.find((d) => d.dashboard_id === dashboardId)!;
  const detail = (await t.call('dashboard.detail', { dashboard_id: dashboardId }, token)).body.data;
  const link = (
    await t.call('share.add', { dashboard_id: dashboardId, valid_days: 7, code: 'Sample2026' }, token)
  ).body.data;
  const res = await t.app.request('/api/share/dashboard', {
    headers: { 'sb-share-link': link.link_id, 'sb-share-password': 'Sample2026' },
  });
  const shared = ((await res.json()) as { data: { data_source: unknown; data_sources: unknown } }).data;
  return [item, detail, shared].map((d) => ({ data_source: d.data_source, data_sources: d.data_sources }));
}

async function importPosts(dashboardId: string) {
  const form = new FormData();
  form.set('dashboard_id', dashboardId);
  form.set('file', new Blob([csvOf([{ post_id: 'imported-1' }])], { type: 'text/csv' }), 'posts.csv');
  const res = await t.app.request('/api/dashboard/import', {
    method: 'POST',
    body: form,
    headers: { 'MB-TOKEN': token },
  });
  expect(res.status).toBe(200);
}

describe('data_source of a dashboard', () => {
  it('is null before collecting, sample after the sample source, mixed after an import', async () => {
    const id = (await t.call('dashboard.add', twoBrands({ name: 'Provenance' }), token)).body.data
      .dashboard_id;
    expect(await sourcesSeen(id)).toEqual(Array(3).fill({ data_source: null, data_sources: [] }));

    await runDashboardJobs(t);
    expect(await sourcesSeen(id)).toEqual(Array(3).fill({ data_source: 'sample', data_sources: ['sample'] }));
    const answer = await queryDashboardExecutor.execute(
      { dashboard_id: id, question: 'top_posts' },
      toolContext(t, await authUser(t)),
    );
    expect(answer).toMatchObject({ data_source: 'sample', data_sources: ['sample'] });

    await importPosts(id);
    expect(await sourcesSeen(id)).toEqual(
      Array(3).fill({ data_source: 'mixed', data_sources: ['sample', 'import'] }),
    );
  }, 60_000);

  it('names the source that collected each platform, and a refresh replaces imported posts', async () => {
    const sample = createSampleSource();
    // A router like the server's with a YouTube key: YouTube from "youtube", the rest from the sample source.
    const routed: CollectionSource = {
      id: 'youtube',
      sourceOf: (platform) => (platform === 'youtube' ? 'youtube' : 'sample'),
      collect: (scope, onProgress, signal) => sample.collect(scope, onProgress, signal),
    };
    const youtubeOnly = (await t.call('dashboard.add', twoBrands({ name: 'YouTube only' }), token)).body.data
      .dashboard_id;
    const both = (
      await t.call('dashboard.add', twoBrands({ name: 'Both', media: ['youtube', 'tiktok'] }), token)
    ).body.data.dashboard_id;
    await runDashboardJobs(t, { source: routed });
    expect((await sourcesSeen(youtubeOnly))[0]).toEqual({
      data_source: 'youtube',
      data_sources: ['youtube'],
    });
    expect((await sourcesSeen(both))[1]!.data_source).toBe('mixed');

    await importPosts(youtubeOnly);
    expect((await sourcesSeen(youtubeOnly))[0]!.data_source).toBe('mixed');
    await enqueueJob(t.deps.db, {
      kind: COLLECT_DASHBOARD,
      payload: { dashboardId: youtubeOnly, reason: 'refresh' },
    });
    await runDashboardJobs(t, { source: routed });
    expect((await sourcesSeen(youtubeOnly))[2]).toEqual({
      data_source: 'youtube',
      data_sources: ['youtube'],
    });
  }, 60_000);
});
