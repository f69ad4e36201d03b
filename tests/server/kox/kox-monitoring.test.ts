import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { jobs, koxTeamCreators } from '../../../server/db/schema/index.ts';
import {
  REFRESH_CREATOR,
  registerRefreshJob,
  scheduleDueCreatorRefreshes,
} from '../../../server/domains/kox-storage/monitoring.ts';
import { collectFromSources, registerStorageJobs } from '../../../server/domains/kox-storage/store-job.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';

/* The weekly refresh of monitored team creators and their follower trend. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
const catalog = sampleCreatorCatalog();
const DAY = 86_400_000;
const stored = catalog.creator('sample-000200')!;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox-monitor');
}, 60_000);
afterAll(() => t.close());

async function runJobs() {
  const registry = new JobRegistry();
  registerStorageJobs(registry, { collect: collectFromSources(catalog) });
  registerRefreshJob(registry, { catalog });
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    backoff: () => 0,
    pollMs: 60_000,
    log: () => {},
  });
  await runner.tick();
  await runner.whenIdle();
}
const history = (creatorId = stored.id, token = w.viewer.token) =>
  t.call('koxStorage.followerHistory', { creator_id: creatorId }, token);

describe('monitoring of team creators', () => {
  it('a stored creator is monitored, with their follower count as the first point of the trend', async () => {
    ok(await t.call('koxStorage.store', { links: [stored.profileUrl] }, w.editor.token));
    await runJobs();
    const h = ok(await history());
    expect(h.monitoring).toBe(true);
    expect(Date.parse(h.next_refresh_at!)).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(h.points.map((p) => p.followers)).toEqual([stored.followers]);
  });

  it('is off for a creator added from the public database', async () => {
    ok(await t.call('kox.teamAdd', { creator_ids: ['sample-000201'] }, w.editor.token));
    expect(ok(await history('sample-000201'))).toEqual({
      monitoring: false,
      next_refresh_at: null,
      points: [],
    });
    expect(await scheduleDueCreatorRefreshes(t.deps.db, new Date(Date.now() + 30 * DAY))).toBe(1);
    await t.deps.db.delete(jobs).where(eq(jobs.kind, REFRESH_CREATOR));
  });

  it('refreshes weekly: a due creator gets one refresh job, its date moves on past now, and a point is added', async () => {
    await t.deps.db
      .update(koxTeamCreators)
      .set({ nextRefreshAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(koxTeamCreators.creatorId, stored.id));
    const now = new Date();
    expect(await scheduleDueCreatorRefreshes(t.deps.db, now)).toBe(1);
    expect(await scheduleDueCreatorRefreshes(t.deps.db, now)).toBe(0);
    const [entry] = await t.deps.db
      .select()
      .from(koxTeamCreators)
      .where(eq(koxTeamCreators.creatorId, stored.id));
    const ahead = entry!.nextRefreshAt!.getTime() - now.getTime();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(7 * DAY);
    await runJobs();
    const h = ok(await history());
    expect(h.points).toHaveLength(2);
    expect(h.points.every((p) => p.followers === stored.followers)).toBe(true);
  });

  it('turned off, a creator is not refreshed; turned on again, the next refresh is a week away', async () => {
    expect(
      ok(await t.call('koxStorage.monitor', { creator_ids: [stored.id], monitoring: false }, w.editor.token)),
    ).toEqual({
      changed: 1,
    });
    expect(await scheduleDueCreatorRefreshes(t.deps.db, new Date(Date.now() + 30 * DAY))).toBe(0);
    expect(ok(await history())).toMatchObject({ monitoring: false, next_refresh_at: null });
    ok(await t.call('koxStorage.monitor', { creator_ids: [stored.id], monitoring: true }, w.editor.token));
    expect(Date.parse(ok(await history()).next_refresh_at!)).toBeGreaterThan(Date.now() + 6 * DAY);
    const unknown = await t.call(
      'koxStorage.monitor',
      { creator_ids: [stored.id, 'sample-000999'], monitoring: false },
      w.editor.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(ok(await history()).monitoring).toBe(true);
  });
});
