import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../server/helpers/test-app.ts';
import { ok, teamWorld } from '../server/teams/org-kit.ts';
import { nodeOnDatabase } from './node-on-database.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Two nodes on one PostgreSQL, each keeping the team list in memory: what one node writes, the other lists at its
 * next request, with nothing to wait for (the team's revision moves in the writing transaction).
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: TestApp;
let b: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;

const sample = (n: number) => `sample-${String(n).padStart(6, '0')}`;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  a = await nodeOnDatabase(scratch.url);
  b = await nodeOnDatabase(scratch.url);
  w = await teamWorld(a, 'nodes-list');
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

const page = async (node: TestApp, filters: Record<string, unknown>) =>
  ok(await node.call('kox.teamList', { page_size: 100, ...filters }, w.viewer.token)).list.map(
    (c) => c.creator_id,
  );
const listed = async (node: TestApp, filters: Record<string, unknown> = {}) =>
  (await page(node, filters)).sort();
const everyPage = async (node: TestApp) =>
  [...(await page(node, {})), ...(await page(node, { page: 2 }))].sort();

describe('the team list on several nodes', () => {
  it("lists on A what B added, priced and removed, at A's next request", async () => {
    ok(await a.call('kox.teamAdd', { creator_ids: [sample(1)] }, w.editor.token));
    expect(await listed(a)).toEqual([sample(1)]);
    expect(await listed(b)).toEqual([sample(1)]);

    ok(await b.call('kox.teamAdd', { creator_ids: [sample(2)] }, w.editor.token));
    expect(await listed(a)).toEqual([sample(1), sample(2)]);

    ok(await b.call('kox.teamUpdate', { creator_id: sample(2), price_per_video_usd: 7654 }, w.editor.token));
    expect(await listed(a, { price_min: 7654, price_max: 7654 })).toEqual([sample(2)]);

    ok(await b.call('kox.teamRemove', { creator_ids: [sample(1)] }, w.editor.token));
    expect(await listed(a)).toEqual([sample(2)]);
  });

  it('takes writes of one team from both nodes at once, and both list all of them', async () => {
    const batches = Array.from({ length: 6 }, (_, i) =>
      Array.from({ length: 20 }, (_, j) => sample(100 + i * 20 + j)),
    );
    await Promise.all(
      batches.map((ids, i) =>
        (i % 2 ? a : b).call('kox.teamAdd', { creator_ids: ids }, w.editor.token).then(ok),
      ),
    );
    const expected = [sample(2), ...batches.flat()].sort();
    expect(await everyPage(a)).toEqual(expected);
    expect(await everyPage(b)).toEqual(expected);
  });
});
