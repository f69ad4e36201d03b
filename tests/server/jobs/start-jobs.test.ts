import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema/index.ts';
import { CollectionNotWiredError } from '../../../server/domains/dashboard/failure-code.ts';
import { startBackgroundJobs } from '../../../server/jobs/start-jobs.ts';
import { startJobsLikeAServer } from '../dashboard/pipeline-kit.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
}, 60_000);
afterAll(() => t.close());

describe('startBackgroundJobs (the main.ts hook)', () => {
  it('picks up queued collection at start and stops cleanly', async () => {
    const token = await t.signIn();
    const d = (await t.call('dashboard.add', runningShoes(), token)).body.data;
    const background = await startBackgroundJobs({ db: t.deps.db, exclusive: true });
    await background.runner.whenIdle();
    await background.stop();
    const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'collect-dashboard'));
    // Without an analytics store the first attempt fails honestly and waits for its retry.
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: new CollectionNotWiredError().message,
      payload: { dashboardId: d.dashboard_id, reason: 'create' },
    });
  }, 30_000);

  it('with an analytics store and text analytics, collects from the sample source and analyses', async () => {
    const token = await t.signIn();
    const d = (
      await t.call(
        'dashboard.add',
        runningShoes({
          name: 'Wired',
          media: ['youtube'],
          components: ['db_overview', 'llm_video_emotional_tendency'],
        }),
        token,
      )
    ).body.data;
    await startJobsLikeAServer(t);
    const ready = (await t.call('dashboard.detail', { dashboard_id: d.dashboard_id }, token)).body.data;
    expect(ready.status).toBe('ready');
    expect(ready.components.map((c) => [c.api_key, c.state])).toEqual([
      ['db_overview', 'fresh'],
      ['llm_video_emotional_tendency', 'fresh'],
    ]);
  }, 30_000);
});
