import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { auditLog, dashboards, teamMembers, users } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addClient, currentTeam, data, expectCode, newPerson, newTeamWorld } from './team-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
}, 60_000);
afterAll(() => t.close());

const auditOf = (teamId: string, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.teamId, teamId), eq(auditLog.action, action)));

const membership = async (teamId: string, userId: string) =>
  (
    await t.deps.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  )[0];

describe('listing members', { timeout: 60_000 }, () => {
  it('every member reads the list, by keyword, sorted, paged; restricted callers see only their clients', async () => {
    const w = await newTeamWorld(t);
    const c1 = await addClient(t, w.teamId, 'Alpha');
    const c2 = await addClient(t, w.teamId, 'Beta');
    data(
      await t.call('team.batchAuthClient', { user_uids: [w.editor.id], client_ids: [c1, c2] }, w.admin.token),
    );
    data(await t.call('team.batchAuthClient', { user_uids: [w.viewer.id], client_ids: [c1] }, w.admin.token));

    const byRole = data(await t.call('team.users', { sort: 'role' }, w.owner.token));
    expect(byRole.total).toBe(4);
    expect(byRole.list.map((m) => m.role)).toEqual(['owner', 'admin', 'editor', 'viewer']);
    const editor = byRole.list.find((m) => m.user_uid === w.editor.id)!;
    expect(editor).toMatchObject({ account: w.editor.account, status: 'active', restricted: true });
    expect(editor.clients).toEqual([
      { client_id: c1, name: 'Alpha' },
      { client_id: c2, name: 'Beta' },
    ]);
    expect(byRole.list.find((m) => m.role === 'owner')?.clients).toEqual([]);

    // The restricted viewer sees the editor's clients only as far as their own reach.
    const asViewer = data(await t.call('team.users', { sort: 'role' }, w.viewer.token));
    expect(asViewer.list.find((m) => m.user_uid === w.editor.id)?.clients).toEqual([
      { client_id: c1, name: 'Alpha' },
    ]);

    const found = data(await t.call('team.users', { keyword: w.admin.account }, w.viewer.token));
    expect(found.list.map((m) => m.user_uid)).toEqual([w.admin.id]);
    const page2 = data(await t.call('team.users', { sort: 'joined', page: 2, page_size: 3 }, w.owner.token));
    expect(page2).toMatchObject({ total: 4, list: [{ user_uid: w.viewer.id }] });
    expectCode(await t.call('team.users', {}, w.outsider.token), 0);
    expect(data(await t.call('team.users', {}, w.outsider.token)).list.map((m) => m.user_uid)).toEqual([
      w.outsider.id,
    ]);
  });

  it('team.userList: active accounts outside the team, by keyword, at most 20 (admins)', async () => {
    const w = await newTeamWorld(t);
    const disabled = await newPerson(t, 'picker');
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    const found = data(await t.call('team.userList', { keyword: 'outsider' }, w.admin.token));
    expect(found.map((u) => u.user_uid)).toContain(w.outsider.id);
    expect(found.every((u) => ![w.owner.id, w.admin.id, w.editor.id, w.viewer.id].includes(u.user_uid))).toBe(
      true,
    );
    expect(found.length).toBeLessThanOrEqual(20);
    expect(data(await t.call('team.userList', { keyword: disabled.account }, w.admin.token))).toEqual([]);
    expectCode(await t.call('team.userList', { keyword: '' }, w.admin.token), ErrorCode.VALIDATION);
    expectCode(await t.call('team.userList', { keyword: 'a' }, w.viewer.token), ErrorCode.FORBIDDEN);
  });
});

describe('adding and inviting', { timeout: 60_000 }, () => {
  it('team.addUsers: existing accounts join with a role and clients; all or nothing', async () => {
    const w = await newTeamWorld(t);
    const c1 = await addClient(t, w.teamId, 'Only client');
    const newcomer = await newPerson(t, 'newcomer', false);
    const second = await newPerson(t, 'second');
    expect(await currentTeam(t, newcomer.token)).toBeNull();

    expectCode(
      await t.call(
        'team.addUsers',
        { user_uids: [newcomer.id, 'no-such-user'], role: 'viewer' },
        w.admin.token,
      ),
      ErrorCode.NOT_FOUND,
    );
    expectCode(
      await t.call('team.addUsers', { user_uids: [newcomer.id, w.viewer.id], role: 'viewer' }, w.admin.token),
      ErrorCode.CONFLICT,
    );
    expectCode(
      await t.call(
        'team.addUsers',
        { user_uids: [newcomer.id], role: 'admin', client_ids: [c1] },
        w.admin.token,
      ),
      ErrorCode.VALIDATION,
    );
    const otherTeam = await newTeamWorld(t);
    const foreignClient = await addClient(t, otherTeam.teamId, 'Foreign');
    expectCode(
      await t.call(
        'team.addUsers',
        { user_uids: [newcomer.id], role: 'viewer', client_ids: [foreignClient] },
        w.admin.token,
      ),
      ErrorCode.NOT_FOUND,
    );
    expect(await membership(w.teamId, newcomer.id)).toBeUndefined();

    data(
      await t.call(
        'team.addUsers',
        { user_uids: [newcomer.id, second.id], role: 'editor', client_ids: [c1] },
        w.admin.token,
      ),
    );
    // The newcomer had no team: the same token now works in this one, restricted to the client.
    expect(await currentTeam(t, newcomer.token)).toMatchObject({
      team_id: w.teamId,
      role: 'editor',
      restricted: true,
      client_ids: [c1],
    });
    const rows = await auditOf(w.teamId, 'member.add');
    expect(rows.map((r) => r.targetId).sort()).toEqual(
      [w.admin.id, w.editor.id, w.viewer.id, newcomer.id, second.id].sort(),
    );
    expect(rows.find((r) => r.targetId === newcomer.id)).toMatchObject({
      actorId: w.admin.id,
      after: { role: 'editor', client_ids: [c1] },
    });
  });

  it('team.invite: a new account signs in with the link and lands in the team', async () => {
    const w = await newTeamWorld(t);
    const invited = data(
      await t.call(
        'team.invite',
        { account: 'new.person@example.com', name: 'New Person', role: 'editor' },
        w.admin.token,
      ),
    );
    expect(invited.created).toBe(true);
    // The one sign-in address of invitations, backstage's new accounts and `npm run issue-key`.
    const link = new URL(invited.link, 'http://studio.test');
    expect([link.origin, link.pathname, [...link.searchParams.keys()]]).toEqual([
      'http://studio.test',
      '/writer/login',
      ['blueaicode'],
    ]);
    const key = invited.link.match(/^\/writer\/login\?blueaicode=(.+)$/)?.[1];
    expect(key).toBeTruthy();
    const expiresIn = new Date(invited.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 24 * 3600_000);

    const signIn = data(await t.call('auth.loadTokenByKey', { token_key: decodeURIComponent(key!) }));
    expect(signIn.user_info).toMatchObject({
      user_uid: invited.user_uid,
      name: 'New Person',
      writer_role: ['viewer'],
    });
    expect(await currentTeam(t, signIn.token)).toMatchObject({ team_id: w.teamId, role: 'editor' });
    const teamsOfInvited = data(await t.call('team.list', {}, signIn.token));
    expect(teamsOfInvited.map((x) => x.team_id)).toEqual([w.teamId]);
    expectCode(
      await t.call('auth.loadTokenByKey', { token_key: decodeURIComponent(key!) }),
      ErrorCode.LOGIN_KEY_INVALID,
    );
    const [row] = await auditOf(w.teamId, 'member.invite');
    expect(row).toMatchObject({ targetId: invited.user_uid, after: { role: 'editor', created: true } });
  });

  it('team.invite: an existing account joins and works in the team at once; a member is a conflict', async () => {
    const w = await newTeamWorld(t);
    expect((await currentTeam(t, w.outsider.token))?.team_id).not.toBe(w.teamId);
    const invited = data(
      await t.call(
        'team.invite',
        { account: w.outsider.account, name: 'ignored', role: 'viewer' },
        w.owner.token,
      ),
    );
    expect(invited).toMatchObject({ user_uid: w.outsider.id, created: false });
    expect(await currentTeam(t, w.outsider.token)).toMatchObject({ team_id: w.teamId, role: 'viewer' });
    expectCode(
      await t.call('team.invite', { account: w.outsider.account, name: 'x', role: 'viewer' }, w.owner.token),
      ErrorCode.CONFLICT,
    );
    for (const account of ['ab', 'has space', 'x'.repeat(65)])
      expectCode(
        await t.call('team.invite', { account, name: 'x', role: 'viewer' }, w.owner.token),
        ErrorCode.VALIDATION,
      );
    expectCode(
      await t.call(
        'team.invite',
        { account: 'owner-to-be', name: 'x', role: 'owner' as 'admin' },
        w.owner.token,
      ),
      ErrorCode.VALIDATION,
    );
  });
});

describe('roles, clients, status and removal', { timeout: 60_000 }, () => {
  it('batchModifyRole: the owner is refused (10111) and nothing changes; admins may make admins', async () => {
    const w = await newTeamWorld(t);
    expectCode(
      await t.call(
        'team.batchModifyRole',
        { user_uids: [w.viewer.id, w.owner.id], role: 'editor' },
        w.admin.token,
      ),
      ErrorCode.TEAM_OWNER_REQUIRED,
    );
    expect((await membership(w.teamId, w.viewer.id))?.role).toBe('viewer');
    const c1 = await addClient(t, w.teamId, 'C');
    data(await t.call('team.batchAuthClient', { user_uids: [w.viewer.id], client_ids: [c1] }, w.admin.token));
    expect((await currentTeam(t, w.viewer.token))?.restricted).toBe(true);

    data(
      await t.call(
        'team.batchModifyRole',
        { user_uids: [w.viewer.id, w.editor.id], role: 'admin' },
        w.admin.token,
      ),
    );
    expect(await currentTeam(t, w.viewer.token)).toMatchObject({
      role: 'admin',
      restricted: false,
      client_ids: null,
    });
    expect((await currentTeam(t, w.editor.token))?.role).toBe('admin');
    const rows = await auditOf(w.teamId, 'member.role');
    expect(rows.find((r) => r.targetId === w.viewer.id)).toMatchObject({
      actorId: w.admin.id,
      before: { role: 'viewer' },
      after: { role: 'admin' },
    });
    // An admin demoted loses the admin endpoints at once.
    data(await t.call('team.batchModifyRole', { user_uids: [w.editor.id], role: 'viewer' }, w.viewer.token));
    expectCode(await t.call('audit.list', {}, w.editor.token), ErrorCode.FORBIDDEN);
  });

  it('batchAuthClient: a list restricts, null lifts it; owners and admins are refused', async () => {
    const w = await newTeamWorld(t);
    const c1 = await addClient(t, w.teamId, 'One');
    const c2 = await addClient(t, w.teamId, 'Two');
    expect((await currentTeam(t, w.editor.token))?.client_ids).toBeNull();
    data(
      await t.call(
        'team.batchAuthClient',
        { user_uids: [w.editor.id, w.viewer.id], client_ids: [c2, c1] },
        w.admin.token,
      ),
    );
    expect(await currentTeam(t, w.editor.token)).toMatchObject({
      restricted: true,
      client_ids: [c1, c2].sort(),
    });
    data(await t.call('team.batchAuthClient', { user_uids: [w.editor.id], client_ids: [] }, w.admin.token));
    expect(await currentTeam(t, w.editor.token)).toMatchObject({ restricted: true, client_ids: [] });
    data(await t.call('team.batchAuthClient', { user_uids: [w.editor.id], client_ids: null }, w.admin.token));
    expect(await currentTeam(t, w.editor.token)).toMatchObject({ restricted: false, client_ids: null });

    for (const target of [w.owner, w.admin])
      expectCode(
        await t.call('team.batchAuthClient', { user_uids: [target.id], client_ids: [c1] }, w.owner.token),
        ErrorCode.VALIDATION,
      );
    const other = await newTeamWorld(t);
    const foreign = await addClient(t, other.teamId, 'Foreign');
    expectCode(
      await t.call(
        'team.batchAuthClient',
        { user_uids: [w.viewer.id], client_ids: [c1, foreign] },
        w.admin.token,
      ),
      ErrorCode.NOT_FOUND,
    );
    expect((await currentTeam(t, w.viewer.token))?.client_ids).toEqual([c1, c2].sort());
    const rows = await auditOf(w.teamId, 'member.clients');
    expect(rows.filter((r) => r.targetId === w.editor.id).map((r) => [r.before, r.after])).toEqual(
      expect.arrayContaining([
        [{ client_ids: null }, { client_ids: [c1, c2].sort() }],
        [{ client_ids: [c1, c2].sort() }, { client_ids: [] }],
        [{ client_ids: [] }, { client_ids: null }],
      ]),
    );
  });

  it('memberStatus: disabling moves the member out at once; owner and self are refused', async () => {
    const w = await newTeamWorld(t);
    expectCode(
      await t.call('team.memberStatus', { user_uids: [w.owner.id], status: 'disabled' }, w.admin.token),
      ErrorCode.TEAM_OWNER_REQUIRED,
    );
    expectCode(
      await t.call('team.memberStatus', { user_uids: [w.admin.id], status: 'disabled' }, w.admin.token),
      ErrorCode.VALIDATION,
    );
    expect((await currentTeam(t, w.editor.token))?.team_id).toBe(w.teamId);
    data(await t.call('team.memberStatus', { user_uids: [w.editor.id], status: 'disabled' }, w.admin.token));
    expect((await currentTeam(t, w.editor.token))?.team_id).not.toBe(w.teamId);
    expect(
      data(await t.call('team.list', {}, w.editor.token)).find((x) => x.team_id === w.teamId),
    ).toMatchObject({
      status: 'disabled',
      current: false,
    });
    data(await t.call('team.memberStatus', { user_uids: [w.editor.id], status: 'active' }, w.admin.token));
    // Their remembered choice is this team again.
    expect((await currentTeam(t, w.editor.token))?.team_id).toBe(w.teamId);
    const rows = await auditOf(w.teamId, 'member.status');
    expect(rows.map((r) => [r.before, r.after])).toEqual(
      expect.arrayContaining([
        [{ status: 'active' }, { status: 'disabled' }],
        [{ status: 'disabled' }, { status: 'active' }],
      ]),
    );
  });

  it('batchRemoveUser: the work stays, the member is out at once; owner and self are refused', async () => {
    const w = await newTeamWorld(t);
    expectCode(
      await t.call('team.batchRemoveUser', { user_uids: [w.viewer.id, w.owner.id] }, w.admin.token),
      ErrorCode.TEAM_OWNER_REQUIRED,
    );
    expectCode(
      await t.call('team.batchRemoveUser', { user_uids: [w.admin.id] }, w.admin.token),
      ErrorCode.VALIDATION,
    );
    expect(await membership(w.teamId, w.viewer.id)).toBeDefined();
    expect((await currentTeam(t, w.viewer.token))?.team_id).toBe(w.teamId);
    const [work] = await t.deps.db
      .insert(dashboards)
      .values({ ownerId: w.viewer.id, teamId: w.teamId, name: 'Stays', media: ['youtube'] })
      .returning({ id: dashboards.id });

    data(await t.call('team.batchRemoveUser', { user_uids: [w.viewer.id, w.editor.id] }, w.admin.token));
    expect(await membership(w.teamId, w.viewer.id)).toBeUndefined();
    expect(await t.deps.db.select().from(dashboards).where(eq(dashboards.id, work!.id))).toHaveLength(1);
    expect((await currentTeam(t, w.viewer.token))?.team_id).not.toBe(w.teamId);
    expectCode(await t.call('team.switch', { team_id: w.teamId }, w.viewer.token), ErrorCode.NOT_FOUND);
    const rows = await auditOf(w.teamId, 'member.remove');
    expect(rows.find((r) => r.targetId === w.viewer.id)).toMatchObject({
      before: { role: 'viewer', status: 'active' },
      after: null,
    });
  });
});
