import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PATH } from '../../src/lib/api/endpoints.ts';
import { dashboardComponents, jobs, postImports } from '../../server/db/schema/index.ts';
import { csvOf } from '../server/imports/import-csv.ts';
import { runningShoes } from '../server/dashboard/dashboard-fixtures.ts';
import {
  restartServer,
  seededDataDir,
  startServer,
  waitUntil,
  type ServerProcess,
} from './helpers/spawn-server.ts';
import { readStoppedData } from './helpers/stopped-data.ts';

/**
 * kill -9 of a real server at each step of a post import, then a restart: the import is all there (posts,
 * hashtags, components stale, analysis queued) or not there at all, and uploading again works.
 */
let template: string;
let dashboardId: string;
/** The analysis jobs of the dashboard in the template (each test's copy starts with as many). */
let analysesBefore: number;
const work: string[] = [];

const FILE = csvOf([
  { post_id: 'fault-a', hashtags: 'one two' },
  { post_id: 'fault-b', hashtags: 'three' },
  { post_id: 'fault-c', hashtags: '' },
]);
const POSTS = 3;
const HASHTAGS = 3;

async function upload(server: ServerProcess, token: string): Promise<Response> {
  const form = new FormData();
  form.set('dashboard_id', dashboardId);
  form.set('file', new Blob([FILE], { type: 'text/csv' }), 'fault.csv');
  return fetch(new URL(IMPORT_PATH, server.url), {
    method: 'POST',
    body: form,
    headers: { 'MB-TOKEN': token },
  });
}

/** A ready dashboard (collected and analysed by a real server), then the server stopped cleanly. */
beforeAll(async () => {
  template = await mkdtemp(path.join(tmpdir(), 'booster-fault-import-'));
  const server = await startServer({ dataDir: await seededDataDir(path.join(template, 'data')) });
  try {
    const token = await server.signIn();
    dashboardId = (await server.call('dashboard.add', runningShoes({ name: 'Kill me' }), token)).body.data
      .dashboard_id;
    await waitUntil('the dashboard to be ready', async () => {
      const detail = await server.call('dashboard.detail', { dashboard_id: dashboardId }, token);
      return detail.body.data.status === 'ready' ? true : undefined;
    });
  } finally {
    await server.kill('SIGTERM');
  }
  analysesBefore = (await importedState(path.join(template, 'data'))).analyses;
});

afterAll(async () => {
  for (const dir of [template, ...work]) if (dir) await rm(dir, { recursive: true, force: true });
});

async function copyOfTemplate(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'booster-fault-import-run-'));
  work.push(dir);
  await cp(path.join(template, 'data'), path.join(dir, 'data'), { recursive: true });
  return path.join(dir, 'data');
}

async function importedState(dataDir: string) {
  return readStoppedData(dataDir, async ({ db, facts }) => {
    const count = async (table: string) =>
      (
        await facts<{ n: number }>(
          `select count(*) as n from analytics.${table} where dashboard_id = $1 and post_id like 'fault-%'`,
          [dashboardId],
        )
      )[0]!.n;
    const imports = await db
      .select({ status: postImports.status })
      .from(postImports)
      .where(eq(postImports.dashboardId, dashboardId));
    const states = await db
      .selectDistinct({ state: dashboardComponents.state })
      .from(dashboardComponents)
      .where(eq(dashboardComponents.dashboardId, dashboardId));
    const analyses = (await db.select().from(jobs).where(eq(jobs.kind, 'analyze-dashboard'))).filter(
      (j) => (j.payload as { dashboardId?: string }).dashboardId === dashboardId,
    );
    return {
      posts: await count('posts'),
      hashtags: await count('post_hashtags'),
      imports: imports.map((r) => r.status),
      componentStates: states.map((r) => r.state),
      analyses: analyses.length,
    };
  });
}

const points = [
  { point: 'import:before-facts', written: false },
  { point: 'facts:between-tables', written: false },
  { point: 'import:after-facts', written: true },
] as const;

describe.concurrent('kill -9 during a post import', () => {
  for (const { point, written } of points) {
    it(`at ${point}: ${written ? 'everything' : 'nothing'} after the restart, then uploading works`, async () => {
      const dataDir = await copyOfTemplate();
      const server = await startServer({ dataDir, env: { BOOSTER_FAULT_POINTS: point } });
      const token = await server.signIn();
      const pending = upload(server, token).then(
        () => 'answered',
        () => 'connection lost',
      );
      await waitUntil(`the server to reach ${point}`, async () =>
        server.output().includes(`FAULT_POINT ${point}`) ? true : undefined,
      );
      expect((await server.kill('SIGKILL')).signal).toBe('SIGKILL');
      // Every point is before the answer: the upload never hears back.
      expect(await pending).toBe('connection lost');

      // The restart settles what the killed process left; then it is stopped cleanly to read its files.
      const restarted = await startServer({ dataDir });
      await restarted.kill('SIGTERM');
      const state = await importedState(dataDir);
      if (written) {
        expect(state).toMatchObject({ posts: POSTS, hashtags: HASHTAGS, imports: ['applied'] });
        // Its analysis was queued (and may have run already, making the components fresh again).
        expect(state.analyses).toBe(analysesBefore + 1);
      } else {
        expect(state).toMatchObject({ posts: 0, hashtags: 0, imports: ['failed'], analyses: analysesBefore });
        expect(state.componentStates).toEqual(['fresh']);
      }

      const again = await restartServer(restarted);
      try {
        const res = await upload(again, await again.signIn());
        const body = (await res.json()) as { code: number; data: unknown };
        if (written)
          expect(body.code).toBe(10201); // the same posts are there already
        else expect(body).toEqual({ code: 0, data: { imported: POSTS }, message: 'ok' });
      } finally {
        await again.kill('SIGTERM');
      }
      const final = await importedState(dataDir);
      expect([final.posts, final.hashtags]).toEqual([POSTS, HASHTAGS]);
      // Three server starts and two reads of the stopped data each, the three points side by side: ~35 s on a
      // quiet machine, over 120 s with the other lanes of `npm test` running.
    }, 300_000);
  }
});
