import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { jobs, koxTeamCreators } from '../../../server/db/schema/index.ts';
import {
  collectFromSources,
  registerStorageJobs,
  StorageFailure,
  type CollectCreator,
} from '../../../server/domains/kox-storage/store-job.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, ok, teamWorld } from '../teams/org-kit.ts';

/* Storing creators by profile link: the endpoints, and the durable job that collects each one. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let acme: string;
const catalog = sampleCreatorCatalog();

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'kox-storage');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
}, 60_000);
afterAll(() => t.close());

async function runJobs(platformSource?: CollectCreator) {
  const registry = new JobRegistry();
  registerStorageJobs(registry, { collect: collectFromSources(catalog, platformSource) });
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

const sampleOn = (platform: string, from: number) => {
  for (let p = from; ; p++) {
    const c = catalog.creator(`sample-${String(p).padStart(6, '0')}`)!;
    if (c.platform === platform) return c;
  }
};
const records = async (token = w.admin.token) => ok(await t.call('koxStorage.list', {}, token)).list;

describe('storing creators by link', () => {
  it('queues one storage per profile, says which links are not profiles or already stored', async () => {
    const youtube = sampleOn('youtube', 100);
    const res = ok(
      await t.call(
        'koxStorage.store',
        {
          links: [
            youtube.profileUrl,
            'https://www.tiktok.com/@nobody_here_123',
            'not a link',
            youtube.profileUrl.toUpperCase().replace('HTTPS://', 'https://'),
          ],
        },
        w.editor.token,
      ),
    );
    expect(res.results.map((r) => r.outcome)).toEqual(['queued', 'queued', 'invalid', 'already']);
    expect(res.results[3]!.record_id).toBe(res.results[0]!.record_id);
    const again = ok(await t.call('koxStorage.store', { links: [youtube.profileUrl] }, w.editor.token));
    expect(again.results).toEqual([
      { link: youtube.profileUrl, outcome: 'already', record_id: res.results[0]!.record_id },
    ]);
    const listed = await records();
    expect(listed.filter((r) => r.state === 'awaiting')).toHaveLength(2);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'kox-store-creator'));
    expect(queued.map((j) => j.status)).toEqual(['queued', 'queued']);
  });

  it('completes a sample profile into the team database, monitored and labelled sample; fails another honestly', async () => {
    await runJobs();
    const listed = await records();
    const done = listed.find((r) => r.platform === 'youtube')!;
    expect(done).toMatchObject({ state: 'completed', sample: true, failure_reason: null });
    const [entry] = await t.deps.db
      .select()
      .from(koxTeamCreators)
      .where(eq(koxTeamCreators.creatorId, done.creator_id!));
    expect(entry).toMatchObject({ teamId: w.teamId, monitoring: true });
    expect(entry!.nextRefreshAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const team = ok(await t.call('kox.teamList', {}, w.viewer.token));
    expect(team.list.map((c) => c.creator_id)).toContain(done.creator_id);
    const failed = listed.find((r) => r.platform === 'tiktok')!;
    expect(failed).toMatchObject({
      state: 'failed',
      failure_reason: 'source_not_configured',
      creator_id: null,
    });
  });

  it('retries only a failed storage, which then runs again with the source now wired', async () => {
    const listed = await records();
    const done = listed.find((r) => r.state === 'completed')!;
    const failed = listed.find((r) => r.state === 'failed')!;
    const refused = await t.call('koxStorage.retry', { record_id: done.record_id }, w.editor.token);
    expect(refused.body.code).toBe(ErrorCode.KOX_STORAGE_NOT_FAILED);
    expect(refused.status).toBe(409);
    const retried = ok(await t.call('koxStorage.retry', { record_id: failed.record_id }, w.editor.token));
    expect(retried).toMatchObject({ state: 'awaiting', failure_reason: null });
    await runJobs(async (link) => {
      expect(link).toMatchObject({ platform: 'tiktok', key: 'nobody_here_123' });
      return { creatorId: 'sample-000005', sample: true, followers: 1234 };
    });
    const after = (await records()).find((r) => r.record_id === failed.record_id)!;
    expect(after).toMatchObject({ state: 'completed', creator_id: 'sample-000005' });
  });

  it('records a source refusal as the reason, and a failing source as collection_failed after its attempts', async () => {
    const links = ['https://www.tiktok.com/@quota_case', 'https://www.tiktok.com/@broken_case'];
    ok(await t.call('koxStorage.store', { links }, w.admin.token));
    let calls = 0;
    await runJobs((link) => {
      if (link.key === 'quota_case') return Promise.reject(new StorageFailure('quota_exceeded'));
      calls++;
      return Promise.reject(new Error('network down'));
    });
    const listed = await records();
    expect(listed.find((r) => r.link === links[0])).toMatchObject({
      state: 'failed',
      failure_reason: 'quota_exceeded',
    });
    expect(listed.find((r) => r.link === links[1])).toMatchObject({
      state: 'failed',
      failure_reason: 'collection_failed',
    });
    expect(calls).toBe(3);
  });

  it('files storages under a client; a restricted member stores under and sees only their clients', async () => {
    const noClient = await t.call(
      'koxStorage.store',
      { links: ['instagram.com/filed_one'] },
      w.restricted.token,
    );
    expect(noClient.body.code).toBe(ErrorCode.VALIDATION);
    const filed = ok(
      await t.call(
        'koxStorage.store',
        { links: ['instagram.com/filed_one'], client_id: acme },
        w.restricted.token,
      ),
    );
    expect(filed.results[0]!.outcome).toBe('queued');
    const seen = await records(w.restricted.token);
    expect(seen.map((r) => r.link)).toEqual(['instagram.com/filed_one']);
    expect(seen[0]!.client_id).toBe(acme);
    const hidden = (await records()).find((r) => r.client_id === null && r.state === 'failed')!;
    const refused = await t.call('koxStorage.retry', { record_id: hidden.record_id }, w.restricted.token);
    expect(refused.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('filters by state and refuses more than 1000 links', async () => {
    const failed = ok(await t.call('koxStorage.list', { state: 'failed' }, w.viewer.token));
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.list.every((r) => r.state === 'failed')).toBe(true);
    const tooMany = await t.call(
      'koxStorage.store',
      { links: Array.from({ length: 1001 }, (_, i) => `tiktok.com/@n${i}`) },
      w.editor.token,
    );
    expect(tooMany.body.code).toBe(ErrorCode.VALIDATION);
    const viewer = await t.call('koxStorage.store', { links: ['tiktok.com/@viewer'] }, w.viewer.token);
    expect(viewer.body.code).toBe(ErrorCode.FORBIDDEN);
  });
});
