import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { auditLog, clients, dashboards, teamMembers, teams } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addClient, currentTeam, data, expectCode, newPerson, newTeamWorld, PASSWORD } from './team-kit.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await t.signIn();
}, 60_000);
afterAll(() => t.close());

const auditRows = (teamId: string | null, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .then((rows) => rows.filter((r) => teamId === null || r.teamId === teamId));

describe('creating and listing teams', { timeout: 60_000 }, () => {
  it('team.add: the caller owns the new team and works in it; team.list marks it current', async () => {
    const me = await newPerson(t);
    const personal = await currentTeam(t, me.token);
    const created = data(await t.call('team.add', { name: '  Acme  ', language: 'en' }, me.token));
    expect(created).toMatchObject({
      name: 'Acme',
      role: 'owner',
      restricted: false,
      client_ids: null,
      member: true,
    });
    expect((await currentTeam(t, me.token))?.team_id).toBe(created.team_id);

    const list = data(await t.call('team.list', {}, me.token));
    expect(list.map((x) => [x.team_id, x.role, x.current, x.personal])).toEqual([
      [personal!.team_id, 'owner', false, true],
      [created.team_id, 'owner', true, false],
    ]);
    expect(list[1]).toMatchObject({ status: 'active', member_count: 1, logo_url: null, member: true });
    const [row] = await auditRows(created.team_id, 'team.create');
    expect(row).toMatchObject({ actorId: me.id, teamName: 'Acme', after: { name: 'Acme', language: 'en' } });
  });

  it('refuses names that are empty, too long or hold control characters', async () => {
    const me = await newPerson(t);
    for (const name of ['   ', 'x'.repeat(61), 'bad\u0007name', 'two\nlines'])
      expectCode(await t.call('team.add', { name }, me.token), ErrorCode.VALIDATION);
    expectCode(await t.call('team.add', { name: 'x' }), ErrorCode.SIGN_IN_EXPIRED);
  });
});

describe('team detail and settings', { timeout: 60_000 }, () => {
  it('team.detail: the owner, my role and the counts (a restricted member counts only their clients)', async () => {
    const w = await newTeamWorld(t);
    const c1 = await addClient(t, w.teamId, 'Client one');
    await addClient(t, w.teamId, 'Client two');
    const detail = data(await t.call('team.detail', {}, w.viewer.token));
    expect(detail).toMatchObject({
      team_id: w.teamId,
      name: w.teamName,
      personal: false,
      language: null,
      logo_url: null,
      owner: { user_uid: w.owner.id, account: w.owner.account },
      my_role: 'viewer',
      restricted: false,
      counts: { members: 4, clients: 2, projects: 0, placements: 0, dashboards: 0 },
    });
    data(await t.call('team.batchAuthClient', { user_uids: [w.viewer.id], client_ids: [c1] }, w.admin.token));
    expect(data(await t.call('team.detail', {}, w.viewer.token))).toMatchObject({
      restricted: true,
      counts: { clients: 1 },
    });
  });

  it('team.update: admins only; before and after in the log; members see the new name at once', async () => {
    const w = await newTeamWorld(t);
    expect((await currentTeam(t, w.viewer.token))?.name).toBe(w.teamName);
    for (const who of [w.viewer, w.editor])
      expectCode(await t.call('team.update', { name: 'Nope' }, who.token), ErrorCode.FORBIDDEN);
    expectCode(await t.call('team.update', { language: 'fr' as 'en' }, w.admin.token), ErrorCode.VALIDATION);
    const updated = data(await t.call('team.update', { name: 'Renamed', language: 'zh' }, w.admin.token));
    expect(updated).toMatchObject({ name: 'Renamed', language: 'zh' });
    expect((await currentTeam(t, w.viewer.token))?.name).toBe('Renamed');
    const [row] = await auditRows(w.teamId, 'team.update');
    expect(row).toMatchObject({
      actorId: w.admin.id,
      before: { name: w.teamName, language: null },
      after: { name: 'Renamed', language: 'zh' },
    });
    // Nothing changed, nothing logged.
    data(await t.call('team.update', { name: 'Renamed' }, w.admin.token));
    expect(await auditRows(w.teamId, 'team.update')).toHaveLength(1);
  });
});

describe('switching teams', { timeout: 60_000 }, () => {
  it('a member switches, and the choice outlives a new sign-in', async () => {
    const w = await newTeamWorld(t);
    const personal = data(await t.call('team.list', {}, w.viewer.token)).find((x) => x.personal)!;
    const answer = data(await t.call('team.switch', { team_id: personal.team_id }, w.viewer.token));
    expect(answer).toMatchObject({ team_id: personal.team_id, role: 'owner', member: true });
    expect((await currentTeam(t, w.viewer.token))?.team_id).toBe(personal.team_id);
    data(await t.call('team.switch', { team_id: w.teamId }, w.viewer.token));
    const again = await t.signIn(w.viewer.account, PASSWORD);
    expect(await currentTeam(t, again)).toMatchObject({ team_id: w.teamId, role: 'viewer' });
  });

  it('a team the caller is not an active member of is 10205, whether it exists or not', async () => {
    const w = await newTeamWorld(t);
    expectCode(await t.call('team.switch', { team_id: w.teamId }, w.outsider.token), ErrorCode.NOT_FOUND);
    expectCode(
      await t.call('team.switch', { team_id: 'no-such-team' }, w.outsider.token),
      ErrorCode.NOT_FOUND,
    );
    data(await t.call('team.memberStatus', { user_uids: [w.editor.id], status: 'disabled' }, w.owner.token));
    expectCode(await t.call('team.switch', { team_id: w.teamId }, w.editor.token), ErrorCode.NOT_FOUND);
  });

  it('a system administrator enters any team as its admin, and that is logged', async () => {
    const w = await newTeamWorld(t);
    const entered = data(await t.call('team.switch', { team_id: w.teamId }, admin));
    expect(entered).toMatchObject({ team_id: w.teamId, role: 'admin', member: false });
    const perm = data(await t.call('perm.user', {}, admin));
    expect(perm.system_admin).toBe(true);
    expect(perm.team).toMatchObject({ team_id: w.teamId, member: false });
    expect(perm.permissions).toContain('team.batchModifyRole');
    expect(perm.permissions).not.toContain('team.delete');
    const list = data(await t.call('team.list', {}, admin));
    expect(list.find((x) => x.team_id === w.teamId)).toMatchObject({
      current: true,
      member: false,
      role: 'admin',
    });
    expect(data(await t.call('team.users', {}, admin)).total).toBe(4);
    const [row] = await auditRows(w.teamId, 'team.enter');
    expect(row).toMatchObject({ actorId: (await t.call('user.info', {}, admin)).body.data.user_uid });
    expect(data(await t.call('perm.user', {}, w.viewer.token)).system_admin).toBe(false);
  });
});

describe('transferring the ownership', { timeout: 60_000 }, () => {
  it('only the owner, only to an active member; the old owner becomes an admin at once', async () => {
    const w = await newTeamWorld(t);
    expectCode(
      await t.call('team.transferOwner', { user_uid: w.editor.id }, w.admin.token),
      ErrorCode.FORBIDDEN,
    );
    expectCode(
      await t.call('team.transferOwner', { user_uid: w.outsider.id }, w.owner.token),
      ErrorCode.NOT_FOUND,
    );
    expectCode(
      await t.call('team.transferOwner', { user_uid: w.owner.id }, w.owner.token),
      ErrorCode.VALIDATION,
    );
    data(await t.call('team.memberStatus', { user_uids: [w.viewer.id], status: 'disabled' }, w.owner.token));
    expectCode(
      await t.call('team.transferOwner', { user_uid: w.viewer.id }, w.owner.token),
      ErrorCode.VALIDATION,
    );

    expect((await currentTeam(t, w.editor.token))?.role).toBe('editor');
    data(await t.call('team.transferOwner', { user_uid: w.editor.id }, w.owner.token));
    expect((await currentTeam(t, w.editor.token))?.role).toBe('owner');
    expect((await currentTeam(t, w.owner.token))?.role).toBe('admin');
    const owners = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.teamId, w.teamId));
    expect(owners.filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([w.editor.id]);
    const [team] = await t.deps.db.select().from(teams).where(eq(teams.id, w.teamId));
    expect(team?.ownerId).toBe(w.editor.id);
    expect(data(await t.call('team.detail', {}, w.admin.token)).owner?.user_uid).toBe(w.editor.id);
    const [row] = await auditRows(w.teamId, 'team.transfer');
    expect(row).toMatchObject({ targetId: w.editor.id, before: { owner_id: w.owner.id, role: 'editor' } });
    // The old owner may now leave.
    data(await t.call('team.leave', {}, w.owner.token));
  });
});

describe('leaving a team', { timeout: 60_000 }, () => {
  it('the owner cannot; a member can, and falls back to their own team at once', async () => {
    const w = await newTeamWorld(t);
    expectCode(await t.call('team.leave', {}, w.owner.token), ErrorCode.TEAM_OWNER_REQUIRED);
    expect((await currentTeam(t, w.editor.token))?.team_id).toBe(w.teamId);
    data(await t.call('team.leave', {}, w.editor.token));
    const fallback = await currentTeam(t, w.editor.token);
    expect(fallback?.team_id).not.toBe(w.teamId);
    expect(fallback?.role).toBe('owner');
    const members = data(await t.call('team.users', {}, w.owner.token)).list.map((m) => m.user_uid);
    expect(members).not.toContain(w.editor.id);
    expect(await auditRows(w.teamId, 'member.leave')).toHaveLength(1);
  });
});

describe('deleting a team', { timeout: 60_000 }, () => {
  it('previews, asks for the exact name, deletes the work with it and moves everyone elsewhere', async () => {
    const w = await newTeamWorld(t);
    const clientId = await addClient(t, w.teamId, 'Doomed client');
    await t.deps.db
      .insert(dashboards)
      .values({ ownerId: w.editor.id, teamId: w.teamId, name: 'Doomed', media: ['youtube'], clientId });
    const lonely = await newPerson(t, 'lonely', false);
    data(await t.call('team.addUsers', { user_uids: [lonely.id], role: 'viewer' }, w.owner.token));
    expect((await currentTeam(t, lonely.token))?.team_id).toBe(w.teamId);

    for (const who of [w.admin, w.viewer])
      expectCode(await t.call('team.deletePreview', {}, who.token), ErrorCode.FORBIDDEN);
    expect(data(await t.call('team.deletePreview', {}, w.owner.token))).toEqual({
      members: 5,
      clients: 1,
      projects: 0,
      placements: 0,
      dashboards: 1,
      share_links: 0,
      sessions: 0,
    });
    expectCode(await t.call('team.delete', { confirm_name: w.teamName }, w.admin.token), ErrorCode.FORBIDDEN);
    for (const confirm_name of ['', w.teamName.toLowerCase(), `${w.teamName} `])
      expectCode(await t.call('team.delete', { confirm_name }, w.owner.token), ErrorCode.VALIDATION);
    expect(await t.deps.db.select().from(teams).where(eq(teams.id, w.teamId))).toHaveLength(1);

    data(await t.call('team.delete', { confirm_name: w.teamName }, w.owner.token));
    expect(await t.deps.db.select().from(teams).where(eq(teams.id, w.teamId))).toEqual([]);
    expect(await t.deps.db.select().from(clients).where(eq(clients.teamId, w.teamId))).toEqual([]);
    expect(await t.deps.db.select().from(dashboards).where(eq(dashboards.teamId, w.teamId))).toEqual([]);
    for (const who of [w.owner, w.admin, w.editor, w.viewer]) {
      const fallback = await currentTeam(t, who.token);
      expect(fallback).not.toBeNull();
      expect(fallback?.team_id).not.toBe(w.teamId);
    }
    expect(await currentTeam(t, lonely.token)).toBeNull();
    expectCode(await t.call('team.detail', {}, lonely.token), ErrorCode.NO_TEAM);
    const [row] = await auditRows(null, 'team.delete').then((rows) =>
      rows.filter((r) => r.teamName === w.teamName),
    );
    expect(row).toMatchObject({
      teamId: null,
      actorId: w.owner.id,
      before: { name: w.teamName, dashboards: 1 },
    });
  });
});

describe('who may call what', { timeout: 60_000 }, () => {
  it('refuses by role: 10103 below the role, 10101 signed out', async () => {
    const w = await newTeamWorld(t);
    const adminOnly = [
      () => t.call('team.update', { name: 'x' }, w.editor.token),
      () => t.call('team.userList', { keyword: 'a' }, w.editor.token),
      () => t.call('team.addUsers', { user_uids: [w.outsider.id], role: 'viewer' }, w.editor.token),
      () => t.call('team.invite', { account: 'someone', name: 'S', role: 'viewer' }, w.viewer.token),
      () => t.call('team.batchModifyRole', { user_uids: [w.viewer.id], role: 'editor' }, w.editor.token),
      () => t.call('team.batchAuthClient', { user_uids: [w.viewer.id], client_ids: null }, w.editor.token),
      () => t.call('team.batchRemoveUser', { user_uids: [w.viewer.id] }, w.editor.token),
      () => t.call('team.memberStatus', { user_uids: [w.viewer.id], status: 'disabled' }, w.viewer.token),
      () => t.call('team.logoDelete', {}, w.editor.token),
      () => t.call('audit.list', {}, w.editor.token),
      () => t.call('audit.all', {}, w.owner.token),
    ];
    for (const call of adminOnly) expectCode(await call(), ErrorCode.FORBIDDEN);
    for (const key of ['team.list', 'team.detail', 'team.users', 'team.leave'] as const)
      expectCode(await t.call(key, {}), ErrorCode.SIGN_IN_EXPIRED);
    // Readers may read the team and its members.
    data(await t.call('team.detail', {}, w.viewer.token));
    data(await t.call('team.users', {}, w.viewer.token));
  });

  it("another team's members are 10205 to an admin, and nothing changes", async () => {
    const w = await newTeamWorld(t);
    const other = await newTeamWorld(t);
    const mixed = [w.viewer.id, other.viewer.id];
    for (const call of [
      () => t.call('team.batchModifyRole', { user_uids: mixed, role: 'editor' }, w.admin.token),
      () => t.call('team.batchAuthClient', { user_uids: mixed, client_ids: null }, w.admin.token),
      () => t.call('team.batchRemoveUser', { user_uids: mixed }, w.admin.token),
      () => t.call('team.memberStatus', { user_uids: mixed, status: 'disabled' }, w.admin.token),
      () => t.call('team.transferOwner', { user_uid: other.viewer.id }, w.owner.token),
    ])
      expectCode(await call(), ErrorCode.NOT_FOUND);
    expect(await currentTeam(t, w.viewer.token)).toMatchObject({ team_id: w.teamId, role: 'viewer' });
    expect(await currentTeam(t, other.viewer.token)).toMatchObject({ team_id: other.teamId, role: 'viewer' });
  });
});
