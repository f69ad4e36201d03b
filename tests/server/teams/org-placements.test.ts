import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLACEMENT_CHANNEL_VALUES,
  PLACEMENT_STATUS_VALUES,
  PROJECT_STATUS_VALUES,
} from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { PLACEMENT_CHANNELS, PLACEMENT_STATUSES, PROJECT_STATUSES } from '../../../server/db/schema/index.ts';
import { NEXT_STATUSES } from '../../../src/lib/placement-status.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditOf, joinTeam, ok, teamWorld } from './org-kit.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let acmeProject: string;
let boltProject: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'pl');
  acme = ok(await t.call('client.add', { name: 'Acme' }, w.admin.token)).client_id;
  const bolt = ok(await t.call('client.add', { name: 'Bolt' }, w.admin.token)).client_id;
  acmeProject = ok(
    await t.call('project.add', { client_id: acme, name: 'Acme Q3' }, w.editor.token),
  ).project_id;
  boltProject = ok(
    await t.call('project.add', { client_id: bolt, name: 'Bolt Q3' }, w.editor.token),
  ).project_id;
  await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [acme] });
}, 60_000);
afterAll(() => t.close());

type AddInput = Parameters<typeof t.call<'placement.add'>>[1];
const add = async (input: Partial<AddInput> = {}, token = w.editor.token) =>
  ok(
    await t.call(
      'placement.add',
      { project_id: acmeProject, name: 'Spot', channel: 'video', ...input },
      token,
    ),
  );

const dated = { start_date: '2026-06-01', end_date: '2026-06-07' };

it('the endpoint table and the schema name the same channels and statuses', () => {
  expect(PLACEMENT_CHANNEL_VALUES).toEqual(PLACEMENT_CHANNELS);
  expect(PLACEMENT_STATUS_VALUES).toEqual(PLACEMENT_STATUSES);
  expect(PROJECT_STATUS_VALUES).toEqual(PROJECT_STATUSES);
});

describe('adding', () => {
  it('stores the fields, with defaults, a normalized budget and currency, and who created it', async () => {
    const p = await add({ media: 'Douyin', format: 'TopView', budget: '007.5', currency: 'usd', notes: 'n' });
    expect(p).toMatchObject({
      project: { project_id: acmeProject, name: 'Acme Q3' },
      client: { client_id: acme, name: 'Acme' },
      name: 'Spot',
      channel: 'video',
      media: 'Douyin',
      format: 'TopView',
      budget: '7.50',
      currency: 'USD',
      status: 'planned',
      start_date: null,
      created_by: { user_uid: w.editor.id, name: 'pl-editor' },
    });
    expect((await add()).budget).toBe('0.00');
    expect((await add({ budget: 1200.5 })).budget).toBe('1200.50');
    const [audit] = await auditOf(t, 'placement.create', p.placement_id);
    expect(audit).toMatchObject({
      before: null,
      after: { budget: '7.50', currency: 'USD', status: 'planned' },
    });
  });

  it('refuses bad money, currency, dates and starting statuses with field issues', async () => {
    const cases: [Partial<AddInput>, string][] = [
      [{ budget: '-1' }, 'budget'],
      [{ budget: '1.005' }, 'budget'],
      [{ budget: 1.005 }, 'budget'],
      [{ budget: '1e3' }, 'budget'],
      [{ budget: '1234567890123' }, 'budget'],
      [{ currency: 'US' }, 'currency'],
      [{ currency: 'US1' }, 'currency'],
      [{ start_date: '2026-06-08', end_date: '2026-06-07' }, 'end_date'],
      [{ status: 'ended', ...dated }, 'status'],
      [{ status: 'cancelled' }, 'status'],
      [{ status: 'booked', start_date: '2026-06-01' }, 'end_date'],
      [{ channel: 'tv' as 'video' }, 'channel'],
      [{ name: 'x'.repeat(121) }, 'name'],
    ];
    for (const [input, path] of cases) {
      const res = await t.call(
        'placement.add',
        { project_id: acmeProject, name: 'S', channel: 'video', ...input },
        w.editor.token,
      );
      expect(res.body.code, JSON.stringify(input)).toBe(ErrorCode.VALIDATION);
      expect(
        res.body.issues?.map((i) => i.path),
        JSON.stringify(input),
      ).toContain(path);
    }
    expect((await add({ status: 'live', ...dated })).status).toBe('live');
  });

  it('refuses archived projects (issue on project_id) and hidden ones (10205)', async () => {
    const archived = ok(
      await t.call('project.add', { client_id: acme, name: 'Old' }, w.editor.token),
    ).project_id;
    ok(await t.call('project.update', { project_id: archived, status: 'archived' }, w.editor.token));
    const res = await t.call(
      'placement.add',
      { project_id: archived, name: 'S', channel: 'print' },
      w.editor.token,
    );
    expect(res.body.issues?.[0]?.path).toBe('project_id');
    expect(
      (
        await t.call(
          'placement.add',
          { project_id: boltProject, name: 'S', channel: 'print' },
          w.restricted.token,
        )
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await t.call(
          'placement.add',
          { project_id: acmeProject, name: 'S', channel: 'print' },
          w.outsider.token,
        )
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await t.call(
          'placement.add',
          { project_id: acmeProject, name: 'S', channel: 'print' },
          w.viewer.token,
        )
      ).body.code,
    ).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('statuses', () => {
  it('move only along the allowed transitions; ended and cancelled are final', async () => {
    const p = await add(dated);
    const go = (status: AddInput['status']) =>
      t.call('placement.update', { placement_id: p.placement_id, status }, w.editor.token);
    expect(ok(await go('booked')).status).toBe('booked');
    expect(ok(await go('planned')).status).toBe('planned');
    const skip = await go('live');
    expect(skip.body.code).toBe(ErrorCode.VALIDATION);
    expect(skip.body.issues).toEqual([
      { path: 'status', message: expect.stringContaining('booked, cancelled') },
    ]);
    ok(await go('booked'));
    ok(await go('live'));
    expect((await go('booked')).body.issues?.[0]?.path).toBe('status');
    ok(await go('ended'));
    for (const next of ['planned', 'booked', 'live', 'cancelled'] as const) {
      const res = await go(next);
      expect(res.body.issues?.[0]?.message).toContain('final');
    }
    // Other fields of a final placement may still be corrected.
    expect(
      ok(await t.call('placement.update', { placement_id: p.placement_id, budget: '10' }, w.editor.token))
        .budget,
    ).toBe('10.00');
    const audits = await auditOf(t, 'placement.update', p.placement_id);
    expect(
      audits.map((a) => [(a.before as { status: string }).status, (a.after as { status: string }).status]),
    ).toEqual([
      ['planned', 'booked'],
      ['booked', 'planned'],
      ['planned', 'booked'],
      ['booked', 'live'],
      ['live', 'ended'],
      ['ended', 'ended'],
    ]);
    expect(NEXT_STATUSES.ended).toEqual([]);
  });

  it('a booked placement keeps its dates', async () => {
    const p = await add({ status: 'booked', ...dated });
    const res = await t.call(
      'placement.update',
      { placement_id: p.placement_id, start_date: null },
      w.editor.token,
    );
    expect(res.body.issues?.[0]?.path).toBe('start_date');
    const cancelled = ok(
      await t.call('placement.update', { placement_id: p.placement_id, status: 'cancelled' }, w.editor.token),
    );
    expect(cancelled.status).toBe('cancelled');
  });
});

describe('the list', () => {
  it('totals budgets per currency exactly over the whole filter, and a restricted member sees only theirs', async () => {
    const project = ok(
      await t.call('project.add', { client_id: acme, name: 'Totals' }, w.editor.token),
    ).project_id;
    const other = ok(
      await t.call('project.add', { client_id: acme, name: 'Totals 2' }, w.editor.token),
    ).project_id;
    for (const budget of ['0.10', '0.20', '0.10', '0.20', '0.10', '0.20', '0.10'])
      await add({ project_id: project, budget, currency: 'EUR', channel: 'social' });
    await add({ project_id: project, budget: '999999999999.99', currency: 'JPY', channel: 'search' });
    await add({ project_id: project, budget: '0.01', currency: 'JPY', channel: 'search' });
    await add({ project_id: boltProject, budget: '50', currency: 'EUR', channel: 'social' });

    const page = ok(
      await t.call('placement.list', { project_id: project, page_size: 2, sort: 'budget' }, w.viewer.token),
    );
    expect(page.total).toBe(9);
    expect(page.list.map((p) => p.budget)).toEqual(['999999999999.99', '0.20']);
    expect(page.budget_totals).toEqual([
      { currency: 'EUR', amount: '1.00' },
      { currency: 'JPY', amount: '1000000000000.00' },
    ]);
    const social = ok(
      await t.call(
        'placement.list',
        { client_id: acme, channel: 'social', status: 'planned' },
        w.viewer.token,
      ),
    );
    expect(social.budget_totals).toEqual([{ currency: 'EUR', amount: '1.00' }]);
    expect(ok(await t.call('placement.list', { project_id: other }, w.viewer.token)).budget_totals).toEqual(
      [],
    );

    const everything = ok(await t.call('placement.list', { channel: 'social' }, w.editor.token));
    expect(everything.budget_totals).toEqual([{ currency: 'EUR', amount: '51.00' }]);
    const theirs = ok(
      await t.call('placement.list', { channel: 'social', page_size: 100 }, w.restricted.token),
    );
    expect(theirs.budget_totals).toEqual([{ currency: 'EUR', amount: '1.00' }]);
    expect(theirs.list.every((p) => p.client.client_id === acme)).toBe(true);
    expect(ok(await t.call('placement.list', { project_id: boltProject }, w.restricted.token))).toEqual({
      list: [],
      total: 0,
      budget_totals: [],
    });
  });

  it('searches name, media and format literally and sorts by start date, undated last', async () => {
    const project = ok(
      await t.call('project.add', { client_id: acme, name: 'Search' }, w.editor.token),
    ).project_id;
    await add({ project_id: project, name: 'Late', start_date: '2026-09-01' });
    await add({ project_id: project, name: 'Early', media: 'RED_100%', start_date: '2026-01-01' });
    await add({ project_id: project, name: 'Undated', format: 'Banner' });
    const sorted = ok(await t.call('placement.list', { project_id: project, sort: 'start' }, w.viewer.token));
    expect(sorted.list.map((p) => p.name)).toEqual(['Early', 'Late', 'Undated']);
    expect(
      ok(await t.call('placement.list', { project_id: project, keyword: 'r_d' }, w.viewer.token)).total,
    ).toBe(0);
    expect(
      ok(await t.call('placement.list', { project_id: project, keyword: '_100%' }, w.viewer.token)).total,
    ).toBe(1);
    expect(
      ok(await t.call('placement.list', { project_id: project, keyword: 'banner' }, w.viewer.token)).total,
    ).toBe(1);
  });
});

describe('updating and deleting', () => {
  it('moves between visible, open projects; hidden placements are 10205; deletes all or nothing', async () => {
    const a = await add();
    const b = await add({ project_id: boltProject });
    expect(
      (await t.call('placement.update', { placement_id: b.placement_id, name: 'Mine' }, w.restricted.token))
        .body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      (
        await t.call(
          'placement.update',
          { placement_id: a.placement_id, project_id: boltProject },
          w.restricted.token,
        )
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    const moved = ok(
      await t.call(
        'placement.update',
        { placement_id: a.placement_id, project_id: boltProject },
        w.editor.token,
      ),
    );
    expect(moved.project.name).toBe('Bolt Q3');
    expect(
      (await t.call('placement.delete', { placement_ids: [a.placement_id] }, w.viewer.token)).body.code,
    ).toBe(ErrorCode.FORBIDDEN);
    expect(
      (await t.call('placement.delete', { placement_ids: [a.placement_id, 'nope'] }, w.editor.token)).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect(
      ok(
        await t.call('placement.delete', { placement_ids: [a.placement_id, b.placement_id] }, w.editor.token),
      ),
    ).toEqual({
      deleted: 2,
    });
    const [audit] = await auditOf(t, 'placement.delete', b.placement_id);
    expect(audit).toMatchObject({ before: { name: 'Spot', project_id: boltProject }, after: null });
  });
});
