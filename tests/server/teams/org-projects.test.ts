import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditOf, joinTeam, newDashboard, ok, teamWorld } from './org-kit.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let acme: string;
let bolt: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'pr');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  bolt = ok(await t.call('client.add', { name: 'Bolt' }, w.admin.token)).client_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
}, 60_000);
afterAll(() => t.close());

const addProject = async (clientId: string, name: string, token = w.editor.token, extra = {}) =>
  ok(await t.call('project.add', { client_id: clientId, name, ...extra }, token));

describe('who may change projects', () => {
  it('editors and up add, update and delete; viewers get 10103', async () => {
    for (const token of [w.editor.token, w.admin.token, w.owner.token])
      await addProject(acme, `By ${token.slice(0, 4)}`, token);
    const p = await addProject(acme, 'Viewer target');
    expect((await t.call('project.add', { client_id: acme, name: 'V' }, w.viewer.token)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(
      (await t.call('project.update', { project_id: p.project_id, name: 'V' }, w.viewer.token)).body.code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('project.delete', { project_ids: [p.project_id] }, w.viewer.token)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(ok(await t.call('project.detail', { project_id: p.project_id }, w.viewer.token)).name).toBe(
      'Viewer target',
    );
  });

  it('a restricted editor works only under their clients; other ids are 10205', async () => {
    const theirs = await addProject(acme, 'Acme launch', w.restricted.token);
    expect(theirs.client).toEqual({ client_id: acme, name: 'Acme' });
    const hidden = await addProject(bolt, 'Bolt secret');
    expect((await t.call('project.add', { client_id: bolt, name: 'X' }, w.restricted.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    for (const res of [
      await t.call('project.detail', { project_id: hidden.project_id }, w.restricted.token),
      await t.call('project.update', { project_id: hidden.project_id, name: 'Mine' }, w.restricted.token),
      await t.call('project.delete', { project_ids: [hidden.project_id] }, w.restricted.token),
      await t.call('project.update', { project_id: theirs.project_id, client_id: bolt }, w.restricted.token),
    ])
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);

    const list = ok(await t.call('project.list', { page_size: 100 }, w.restricted.token));
    expect(list.list.every((p) => p.client.client_id === acme)).toBe(true);
    expect(list.total).toBe(list.list.length);
    const tree = ok(await t.call('project.tree', {}, w.restricted.token));
    expect(tree.map((c) => c.name)).toEqual(['Acme']);
    expect(ok(await t.call('project.list', { client_id: bolt }, w.restricted.token)).total).toBe(0);
  });

  it("another team's projects and clients are 10205", async () => {
    const p = await addProject(bolt, 'Bolt only');
    expect((await t.call('project.detail', { project_id: p.project_id }, w.outsider.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('project.add', { client_id: bolt, name: 'X' }, w.outsider.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const foreign = ok(await t.call('client.add', { name: 'Outsider Co' }, w.outsider.token)).client_id;
    expect(
      (await t.call('project.update', { project_id: p.project_id, client_id: foreign }, w.editor.token)).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('fields', () => {
  it('checks dates: real days, start ≤ end (an issue on end_date), also against the stored ones', async () => {
    const bad = await t.call(
      'project.add',
      { client_id: acme, name: 'Dates', start_date: '2026-05-02', end_date: '2026-05-01' },
      w.editor.token,
    );
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(bad.body.issues).toEqual([{ path: 'end_date', message: expect.any(String) }]);
    const notADay = await t.call(
      'project.add',
      { client_id: acme, name: 'D', start_date: '2026-02-30' },
      w.editor.token,
    );
    expect(notADay.body.issues?.[0]?.path).toBe('start_date');

    const p = await addProject(acme, 'Dated', w.editor.token, {
      start_date: '2026-05-01',
      end_date: '2026-05-31',
    });
    expect([p.start_date, p.end_date, p.status]).toEqual(['2026-05-01', '2026-05-31', 'active']);
    const later = await t.call(
      'project.update',
      { project_id: p.project_id, start_date: '2026-06-01' },
      w.editor.token,
    );
    expect(later.body.issues?.[0]?.path).toBe('end_date');
    const cleared = ok(
      await t.call('project.update', { project_id: p.project_id, end_date: null }, w.editor.token),
    );
    expect([cleared.start_date, cleared.end_date]).toEqual(['2026-05-01', null]);
    expect(
      (await t.call('project.add', { client_id: acme, name: 'n'.repeat(81) }, w.editor.token)).body.code,
    ).toBe(ErrorCode.VALIDATION);
  });

  it('moves to another client, archives, and audits before and after', async () => {
    const p = await addProject(acme, 'Mover');
    const moved = ok(
      await t.call(
        'project.update',
        { project_id: p.project_id, client_id: bolt, status: 'archived' },
        w.editor.token,
      ),
    );
    expect([moved.client.name, moved.status]).toEqual(['Bolt', 'archived']);
    const [audit] = await auditOf(t, 'project.update', p.project_id);
    expect(audit).toMatchObject({
      actorId: w.editor.id,
      before: { client_id: acme, status: 'active', name: 'Mover' },
      after: { client_id: bolt, status: 'archived', name: 'Mover' },
    });
    expect(
      ok(await t.call('project.list', { status: 'archived' }, w.viewer.token)).list.map((x) => x.name),
    ).toContain('Mover');
  });
});

describe('lists, tree and detail', () => {
  it('counts placements and dashboards, totals budgets per currency, searches by project or client', async () => {
    const p = await addProject(bolt, 'Counted');
    for (const [budget, currency] of [
      ['100.10', 'CNY'],
      ['0.20', 'cny'],
      ['5', 'USD'],
    ] as const)
      ok(
        await t.call(
          'placement.add',
          { project_id: p.project_id, name: 'S', channel: 'search', budget, currency },
          w.editor.token,
        ),
      );
    await newDashboard(t, {
      teamId: w.teamId,
      ownerId: w.editor.id,
      clientId: bolt,
      projectId: p.project_id,
    });
    const detail = ok(await t.call('project.detail', { project_id: p.project_id }, w.viewer.token));
    expect([detail.placement_count, detail.dashboard_count]).toEqual([3, 1]);
    expect(detail.budget_totals).toEqual([
      { currency: 'CNY', amount: '100.30' },
      { currency: 'USD', amount: '5.00' },
    ]);
    const found = ok(await t.call('project.list', { keyword: 'counted' }, w.viewer.token));
    expect(found.list.map((x) => [x.name, x.placement_count, x.dashboard_count])).toEqual([
      ['Counted', 3, 1],
    ]);
    expect(
      ok(await t.call('project.list', { keyword: 'bolt', client_id: bolt }, w.viewer.token)).total,
    ).toBeGreaterThan(0);
    const byName = ok(
      await t.call('project.list', { sort: 'name', page_size: 100 }, w.viewer.token),
    ).list.map((x) => x.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());

    const tree = ok(await t.call('project.tree', {}, w.viewer.token));
    expect(tree.map((c) => c.name)).toEqual(['Acme', 'Bolt']);
    expect(tree[1]?.projects.map((x) => x.name)).toContain('Counted');
  });
});

describe('deleting projects', () => {
  it('is all or nothing, takes the placements, and leaves dashboards unfiled', async () => {
    const a = await addProject(acme, 'Del A');
    const b = await addProject(bolt, 'Del B');
    ok(
      await t.call('placement.add', { project_id: a.project_id, name: 'S', channel: 'ooh' }, w.editor.token),
    );
    // The restricted editor cannot see b: nothing is deleted.
    expect(
      (await t.call('project.delete', { project_ids: [a.project_id, b.project_id] }, w.restricted.token)).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      ok(await t.call('project.detail', { project_id: a.project_id }, w.editor.token)).placement_count,
    ).toBe(1);
    expect(
      ok(
        await t.call(
          'project.delete',
          { project_ids: [a.project_id, b.project_id, a.project_id] },
          w.editor.token,
        ),
      ),
    ).toEqual({
      deleted: 2,
    });
    expect((await t.call('project.detail', { project_id: a.project_id }, w.editor.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(ok(await t.call('placement.list', { project_id: a.project_id }, w.editor.token)).total).toBe(0);
    const [audit] = await auditOf(t, 'project.delete', a.project_id);
    expect(audit).toMatchObject({ before: { name: 'Del A', client_id: acme }, after: null });
  });
});
