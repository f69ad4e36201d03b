import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, koxTeamCreators } from '../../../server/db/schema/index.ts';
import { pruneFinishedStorageJobs } from '../../../server/domains/kox-storage/prune-storage-jobs.ts';
import {
  collectFromSources,
  registerStorageJobs,
  STORE_CREATOR,
  type CollectCreator,
} from '../../../server/domains/kox-storage/store-job.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';

/* Storage by link: what the list says between attempts, monitoring of creators already held, finished jobs. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
const catalog = sampleCreatorCatalog();
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox-upkeep');
}, 60_000);
afterAll(() => t.close());

async function runJobs(platformSource?: CollectCreator, backoff = 0) {
  const registry = new JobRegistry();
  registerStorageJobs(registry, { collect: collectFromSources(catalog, platformSource) });
  const runner = createJobRunner({
    db: t.deps.db,
    registry,
    backoff: () => backoff,
    pollMs: 60_000,
    log: () => {},
  });
  await runner.tick();
  await runner.whenIdle();
}
const recordOf = async (link: string) =>
  ok(await t.call('koxStorage.list', { page_size: 100 }, w.viewer.token)).list.find((r) => r.link === link)!;
const monitoringOf = async (creatorId: string) =>
  (
    await t.deps.db
      .select({ monitoring: koxTeamCreators.monitoring })
      .from(koxTeamCreators)
      .where(and(eq(koxTeamCreators.teamId, w.teamId), eq(koxTeamCreators.creatorId, creatorId)))
  )[0]?.monitoring;

describe('storage upkeep', () => {
  it('keeps the monitoring of a creator the team already has; turns it on for a new one', async () => {
    const held = catalog.creator('sample-000300')!;
    const fresh = catalog.creator('sample-000301')!;
    ok(await t.call('kox.teamAdd', { creator_ids: [held.id] }, w.editor.token));
    ok(await t.call('koxStorage.store', { links: [held.profileUrl, fresh.profileUrl] }, w.editor.token));
    await runJobs();
    expect(await recordOf(held.profileUrl)).toMatchObject({ state: 'completed', creator_id: held.id });
    expect(await monitoringOf(held.id)).toBe(false);
    expect(await monitoringOf(fresh.id)).toBe(true);
    // The list says each creator's monitoring, and finds storages by part of their link.
    const found = ok(
      await t.call('koxStorage.list', { keyword: held.handle.toUpperCase() }, w.viewer.token),
    ).list;
    expect(found).toEqual([expect.objectContaining({ link: held.profileUrl, monitoring: false })]);
    ok(await t.call('koxStorage.monitor', { creator_ids: [held.id], monitoring: true }, w.editor.token));
    expect(await recordOf(held.profileUrl)).toMatchObject({ monitoring: true });
  });

  it('reads "awaiting collection", not "collecting", while a failed attempt waits for the next one', async () => {
    const link = 'https://www.tiktok.com/@flaky_network_case';
    ok(await t.call('koxStorage.store', { links: [link] }, w.editor.token));
    await runJobs(() => Promise.reject(new Error('network down')), HOUR);
    expect(await recordOf(link)).toMatchObject({ state: 'awaiting', failure_reason: null });
    const waiting = await t.deps.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, STORE_CREATOR), eq(jobs.status, 'queued')));
    expect(waiting).toHaveLength(1);
  });

  it('deletes storage jobs finished more than a day ago and keeps the storages and other jobs', async () => {
    const now = new Date();
    const finished = await t.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, STORE_CREATOR), eq(jobs.status, 'succeeded')));
    expect(finished.length).toBeGreaterThan(0);
    const other = await enqueueJob(t.deps.db, { kind: 'dashboard-generate', teamId: w.teamId, payload: {} });
    await t.deps.db
      .update(jobs)
      .set({ status: 'succeeded', finishedAt: new Date(now.getTime() - 48 * HOUR) })
      .where(eq(jobs.id, other));
    expect(await pruneFinishedStorageJobs(t.deps.db, now)).toBe(0);
    expect(await pruneFinishedStorageJobs(t.deps.db, new Date(now.getTime() + 25 * HOUR))).toBe(
      finished.length,
    );
    const left = await t.deps.db.select({ kind: jobs.kind, status: jobs.status }).from(jobs);
    // The job waiting for its next attempt stays, and so does the other kind's.
    expect(left).toEqual(
      expect.arrayContaining([
        { kind: STORE_CREATOR, status: 'queued' },
        { kind: 'dashboard-generate', status: 'succeeded' },
      ]),
    );
    expect(left.filter((j) => j.kind === STORE_CREATOR && j.status === 'succeeded')).toEqual([]);
    const records = ok(await t.call('koxStorage.list', { page_size: 100 }, w.viewer.token)).list;
    expect(records.filter((r) => r.state === 'completed')).toHaveLength(2);
  });
});
