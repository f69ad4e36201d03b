import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CollectionSource } from '../../../server/analytics/sources/collection-source.ts';
import { jobs } from '../../../server/db/schema/index.ts';
import { CollectionNotWiredError } from '../../../server/domains/dashboard/failure-code.ts';
import { startBackgroundJobs } from '../../../server/jobs/start-jobs.ts';
import { startJobsLikeAServer } from '../dashboard/pipeline-kit.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { eventually } from './claim-kit.ts';

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
  });

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
  });

  it('claims with the lease it is given, and stopping hands a running collection back to the queue', async () => {
    const token = await t.signIn();
    const d = (await t.call('dashboard.add', runningShoes({ name: 'Handed back' }), token)).body.data;
    let collecting = false;
    // A source that collects until the job is aborted.
    const endless: CollectionSource = {
      id: 'sample',
      sourceOf: () => 'sample',
      collect: (_scope, _progress, signal) => {
        collecting = true;
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      },
    };
    const background = await startBackgroundJobs({
      db: t.deps.db,
      exclusive: true,
      analytics: t.deps.analytics,
      source: endless,
      leaseMs: 90_000,
    });
    await vi.waitFor(() => expect(collecting).toBe(true), eventually);
    const ofDashboard = and(
      eq(jobs.kind, 'collect-dashboard'),
      sql`${jobs.payload} ->> 'dashboardId' = ${d.dashboard_id}`,
    );
    const [running] = await t.deps.db.select().from(jobs).where(ofDashboard);
    expect(running!.lockedUntil!.getTime() - running!.updatedAt.getTime()).toBe(90_000);

    await background.stop(0);
    const [handedBack] = await t.deps.db.select().from(jobs).where(ofDashboard);
    expect(handedBack).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, lockedUntil: null });
  });
});
