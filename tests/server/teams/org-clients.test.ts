import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { dashboards, placements, projects } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditOf, getWithList, joinTeam, newDashboard, ok, teamWorld } from './org-kit.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'cl');
}, 60_000);
afterAll(() => t.close());

const addClient = async (name: string, token = w.admin.token) =>
  ok(await t.call('client.add', { name, description: '' }, token));

describe('who may manage clients', () => {
  it('owners and admins add, update and delete; editors and viewers are refused with 10103', async () => {
    const byOwner = await addClient('Owner Co', w.owner.token);
    const byAdmin = await addClient('Admin Co');
    for (const token of [w.editor.token, w.viewer.token, w.restricted.token]) {
      expect((await t.call('client.add', { name: 'Nope' }, token)).body.code).toBe(ErrorCode.FORBIDDEN);
      expect(
        (await t.call('client.update', { client_id: byOwner.client_id, name: 'X' }, token)).body.code,
      ).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call('client.delete', { client_ids: [byOwner.client_id] }, token)).body.code).toBe(
        ErrorCode.FORBIDDEN,
      );
      expect((await t.call('client.userList', { client_id: byOwner.client_id }, token)).body.code).toBe(
        ErrorCode.FORBIDDEN,
      );
    }
    ok(await t.call('client.update', { client_id: byAdmin.client_id, description: 'Retail' }, w.owner.token));
    ok(await t.call('client.delete', { client_ids: [byOwner.client_id, byAdmin.client_id] }, w.admin.token));
  });

  it("answers 10205 for another team's client, as for one that does not exist", async () => {
    const ours = await addClient('Private Co');
    // The outsider owns their personal team: an admin there, a stranger here.
    const update = await t.call(
      'client.update',
      { client_id: ours.client_id, name: 'Mine' },
      w.outsider.token,
    );
    expect(update.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(update.status).toBe(404);
    const del = await t.call('client.delete', { client_ids: [ours.client_id] }, w.outsider.token);
    expect(del.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('client.userList', { client_id: ours.client_id }, w.outsider.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(ok(await t.call('client.list', {}, w.outsider.token)).list.map((c) => c.name)).not.toContain(
      'Private Co',
    );
  });
});

describe('names', () => {
  it('are unique in a team whatever their case (10206), trimmed, one line and at most 60 characters', async () => {
    await addClient('Nimbus Foods');
    const dup = await t.call('client.add', { name: '  nimbus FOODS ' }, w.admin.token);
    expect(dup.body.code).toBe(ErrorCode.CONFLICT);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('nimbus FOODS');
    for (const name of ['', '   ', 'Two\nlines', 'Tab\there', 'x'.repeat(61)]) {
      const res = await t.call('client.add', { name }, w.admin.token);
      expect(res.body.code, name).toBe(ErrorCode.VALIDATION);
      expect(res.body.issues?.[0]?.path).toBe('name');
    }
    expect(ok(await t.call('client.add', { name: `  ${'y'.repeat(60)}  ` }, w.admin.token)).name).toBe(
      'y'.repeat(60),
    );
    expect(
      (await t.call('client.add', { name: 'D', description: 'd'.repeat(501) }, w.admin.token)).body.code,
    ).toBe(ErrorCode.VALIDATION);
  });

  it('another team may use the same name; a rename onto a taken name is 10206, a case change is not', async () => {
    ok(await t.call('client.add', { name: 'Nimbus Foods' }, w.outsider.token));
    const other = await addClient('Orbit Bank');
    const clash = await t.call(
      'client.update',
      { client_id: other.client_id, name: 'NIMBUS foods' },
      w.admin.token,
    );
    expect(clash.body.code).toBe(ErrorCode.CONFLICT);
    expect(
      ok(await t.call('client.update', { client_id: other.client_id, name: 'ORBIT Bank' }, w.admin.token))
        .name,
    ).toBe('ORBIT Bank');
    const [audit] = await auditOf(t, 'client.update', other.client_id);
    expect(audit).toMatchObject({
      teamId: w.teamId,
      actorId: w.admin.id,
      before: { name: 'Orbit Bank', description: '' },
      after: { name: 'ORBIT Bank', description: '' },
    });
    const [created] = await auditOf(t, 'client.create', other.client_id);
    expect(created).toMatchObject({ before: null, after: { name: 'Orbit Bank' }, targetType: 'client' });
  });
});

describe('the list', () => {
  it('searches, sorts, pages and counts projects; bounded inputs', async () => {
    const a = await addClient('Zeta 100% Co');
    await addClient('zeta_other');
    ok(await t.call('project.add', { client_id: a.client_id, name: 'P1' }, w.editor.token));
    ok(await t.call('project.add', { client_id: a.client_id, name: 'P2' }, w.editor.token));

    const found = ok(await t.call('client.list', { keyword: '0%' }, w.viewer.token));
    expect(found.list.map((c) => [c.name, c.project_count])).toEqual([['Zeta 100% Co', 2]]);
    expect(ok(await t.call('client.list', { keyword: 'a_1' }, w.viewer.token)).total).toBe(0);
    const byName = ok(await t.call('client.list', { keyword: 'zeta', sort: 'name' }, w.viewer.token));
    expect(byName.list.map((c) => c.name)).toEqual(['Zeta 100% Co', 'zeta_other']);
    const page2 = ok(await t.call('client.list', { sort: 'created', page: 2, page_size: 1 }, w.viewer.token));
    expect(page2.list).toHaveLength(1);
    expect(page2.total).toBeGreaterThan(2);
    expect((await t.call('client.list', { page_size: 101 }, w.viewer.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await t.call('client.list', { keyword: 'k'.repeat(101) }, w.viewer.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await t.call('client.list', { sort: 'project_count' as 'name' }, w.viewer.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
  });

  it('shows a restricted member only their clients, and nothing when they have none', async () => {
    const mine = await addClient('Rita Co');
    await addClient('Not Rita Co');
    expect(ok(await t.call('client.list', {}, w.restricted.token)).total).toBe(0);
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [mine.client_id] });
    const list = ok(await t.call('client.list', {}, w.restricted.token));
    expect(list.list.map((c) => c.name)).toEqual(['Rita Co']);
    expect(list.total).toBe(1);
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [] });
  });
});

describe('deleting clients', () => {
  it('previews and deletes all or nothing, cascading to projects and placements; dashboards stay unfiled', async () => {
    const a = await addClient('Doomed A');
    const b = await addClient('Doomed B');
    const keep = await addClient('Kept');
    const pa = ok(await t.call('project.add', { client_id: a.client_id, name: 'PA' }, w.editor.token));
    const pk = ok(await t.call('project.add', { client_id: keep.client_id, name: 'PK' }, w.editor.token));
    ok(
      await t.call(
        'placement.add',
        { project_id: pa.project_id, name: 'Spot', channel: 'video' },
        w.editor.token,
      ),
    );
    ok(
      await t.call(
        'placement.add',
        { project_id: pa.project_id, name: 'Post', channel: 'social' },
        w.editor.token,
      ),
    );
    const boardOnProject = await newDashboard(t, {
      teamId: w.teamId,
      ownerId: w.editor.id,
      clientId: a.client_id,
      projectId: pa.project_id,
    });
    const boardOnClient = await newDashboard(t, {
      teamId: w.teamId,
      ownerId: w.editor.id,
      clientId: b.client_id,
    });
    await newDashboard(t, {
      teamId: w.teamId,
      ownerId: w.editor.id,
      clientId: keep.client_id,
      projectId: pk.project_id,
    });
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [a.client_id, keep.client_id] });
    await joinTeam(t, w.teamId, w.viewer, 'viewer', { clients: [b.client_id] });

    const preview = await getWithList(
      t,
      '/api/client/delete_preview',
      { client_ids: [a.client_id, b.client_id] },
      w.admin.token,
    );
    expect(ok(preview)).toEqual({
      clients: 2,
      projects: 1,
      placements: 2,
      dashboards: 2,
      restricted_members: 2,
      restricted_members_left_without_clients: 1,
    });
    const single = await t.call('client.deletePreview', { client_ids: keep.client_id }, w.admin.token);
    expect(ok(single).projects).toBe(1);

    const mixed = await t.call(
      'client.delete',
      { client_ids: [a.client_id, 'no-such-client'] },
      w.admin.token,
    );
    expect(mixed.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      ok(await t.call('project.detail', { project_id: pa.project_id }, w.admin.token)).placement_count,
    ).toBe(2);

    expect(
      ok(await t.call('client.delete', { client_ids: [a.client_id, b.client_id] }, w.admin.token)),
    ).toEqual({
      deleted: 2,
    });
    const db = t.deps.db;
    expect(await db.select().from(projects).where(eq(projects.id, pa.project_id))).toEqual([]);
    expect(await db.select().from(placements).where(eq(placements.projectId, pa.project_id))).toEqual([]);
    const [kept1] = await db.select().from(dashboards).where(eq(dashboards.id, boardOnProject));
    const [kept2] = await db.select().from(dashboards).where(eq(dashboards.id, boardOnClient));
    expect([kept1?.clientId, kept1?.projectId, kept2?.clientId]).toEqual([null, null, null]);

    // The restricted viewer lost their only client: they see none, not all.
    expect(ok(await t.call('client.list', {}, w.viewer.token)).total).toBe(0);
    expect(ok(await t.call('client.list', {}, w.restricted.token)).list.map((c) => c.name)).toEqual(['Kept']);

    const [audit] = await auditOf(t, 'client.delete', a.client_id);
    expect(audit).toMatchObject({
      targetLabel: 'Doomed A',
      before: { name: 'Doomed A', restricted_members: 1 },
      after: null,
    });
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [] });
    await joinTeam(t, w.teamId, w.viewer, 'viewer');
  });

  it('bounds the ids: 1..100', async () => {
    expect((await t.call('client.delete', { client_ids: [] }, w.admin.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
    const many = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect((await t.call('client.delete', { client_ids: many }, w.admin.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
  });
});

describe('who sees a client', () => {
  it('lists the active unrestricted members and the restricted ones authorized for it', async () => {
    const c = await addClient('Seen Co');
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [c.client_id] });
    const users = ok(await t.call('client.userList', { client_id: c.client_id }, w.admin.token));
    expect(users.map((u) => [u.account, u.role, u.restricted]).sort()).toEqual(
      [
        ['cl-admin', 'admin', false],
        ['cl-editor', 'editor', false],
        ['cl-owner', 'owner', false],
        ['cl-restricted', 'editor', true],
        ['cl-viewer', 'viewer', false],
      ].sort(),
    );
    await joinTeam(t, w.teamId, w.restricted, 'editor', { clients: [] });
    await joinTeam(t, w.teamId, w.viewer, 'viewer', { status: 'disabled' });
    const after = ok(await t.call('client.userList', { client_id: c.client_id }, w.admin.token));
    expect(after.map((u) => u.account).sort()).toEqual(['cl-admin', 'cl-editor', 'cl-owner']);
    await joinTeam(t, w.teamId, w.viewer, 'viewer');
  });
});
