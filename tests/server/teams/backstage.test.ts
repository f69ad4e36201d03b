import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { clients, teamMemberClients, teamMembers, teams, users } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditOf, joinTeam, newDashboard, newTeam, newUser, ok, teamWorld, type KitUser } from './org-kit.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let root: KitUser;
let other: { teamId: string; owner: KitUser };

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'bs');
  root = await newUser(t, 'bs-root', true);
  const otherOwner = await newUser(t, 'bs-other');
  other = { teamId: await newTeam(t, 'Other agency', otherOwner), owner: otherOwner };
  const acme = ok(await t.call('client.add', { name: 'Acme bs' }, w.admin.token)).client_id;
  const p = ok(
    await t.call('project.add', { client_id: acme, name: 'Acme plan' }, w.editor.token),
  ).project_id;
  ok(
    await t.call(
      'placement.add',
      { project_id: p, name: 'Acme spot', channel: 'video', budget: '3' },
      w.editor.token,
    ),
  );
  const zed = ok(await t.call('client.add', { name: 'Zed bs' }, other.owner.token)).client_id;
  const q = ok(
    await t.call('project.add', { client_id: zed, name: 'Zed plan' }, other.owner.token),
  ).project_id;
  ok(await t.call('placement.add', { project_id: q, name: 'Zed spot', channel: 'ooh' }, other.owner.token));
  await newDashboard(t, { teamId: w.teamId, ownerId: w.editor.id });
}, 60_000);
afterAll(() => t.close());

describe('backstage lists', () => {
  it('are refused with 10103 to anyone but a system administrator, team owners included', async () => {
    for (const token of [w.owner.token, w.admin.token, w.viewer.token]) {
      for (const key of [
        'backstage.teams',
        'backstage.clients',
        'backstage.projects',
        'backstage.placements',
        'group.list',
      ] as const) {
        const res = await t.call(key, {}, token);
        expect(res.body.code, key).toBe(ErrorCode.FORBIDDEN);
        expect(res.status).toBe(403);
      }
      expect(
        (await t.call('backstage.teamDelete', { team_id: w.teamId, confirm_name: 'bs team' }, token)).body
          .code,
      ).toBe(ErrorCode.FORBIDDEN);
      expect((await t.call('backstage.userAdd', { account: 'x', name: 'x' }, token)).body.code).toBe(
        ErrorCode.FORBIDDEN,
      );
    }
  });

  it('list teams with owner and counts, searched by owner, sorted and paged', async () => {
    const found = ok(await t.call('backstage.teams', { keyword: 'bs-owner' }, root.token));
    // Their personal team, and the team they own.
    expect(found.list.map((team) => team.personal).sort()).toEqual([false, true]);
    expect(found.list.find((team) => !team.personal)).toEqual({
      team_id: w.teamId,
      name: 'bs team',
      personal: false,
      owner: { user_uid: w.owner.id, account: 'bs-owner', name: 'bs-owner' },
      member_count: 5,
      client_count: 1,
      project_count: 1,
      dashboard_count: 1,
      created_at: expect.any(String),
    });
    const byMembers = ok(await t.call('backstage.teams', { sort: 'members', page_size: 1 }, root.token));
    expect(byMembers.list[0]?.team_id).toBe(w.teamId);
    expect(byMembers.total).toBeGreaterThan(5);
    const personal = ok(await t.call('backstage.teams', { keyword: 'bs-viewer' }, root.token)).list;
    expect(personal.some((team) => team.personal && team.owner?.account === 'bs-viewer')).toBe(true);
  });

  it('list clients, projects and placements of every team, each with its team', async () => {
    const cl = ok(await t.call('backstage.clients', { keyword: ' bs' }, root.token));
    expect(cl.list.map((c) => [c.name, c.team.name, c.project_count])).toEqual([
      ['Acme bs', 'bs team', 1],
      ['Zed bs', 'Other agency', 1],
    ]);
    const one = ok(await t.call('backstage.clients', { team_id: other.teamId }, root.token));
    expect(one.list.map((c) => c.name)).toEqual(['Zed bs']);
    const pr = ok(await t.call('backstage.projects', { keyword: 'plan', sort: 'name' }, root.token));
    expect(pr.list.map((p) => [p.name, p.team.team_id])).toEqual([
      ['Acme plan', w.teamId],
      ['Zed plan', other.teamId],
    ]);
    const pl = ok(await t.call('backstage.placements', { keyword: 'spot', sort: 'budget' }, root.token));
    expect(pl.list.map((p) => [p.name, p.budget, p.team.name])).toEqual([
      ['Acme spot', '3.00', 'bs team'],
      ['Zed spot', '0.00', 'Other agency'],
    ]);
    expect((await t.call('backstage.placements', { sort: 'team' as 'name' }, root.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
  });
});

describe('team ownership and deletion', () => {
  it('transfers to an active member (the old owner becomes admin, the new one unrestricted) and audits it', async () => {
    const team = await newTeam(t, 'Transfer team', await newUser(t, 'tr-owner'));
    const heir = await newUser(t, 'tr-heir');
    const idle = await newUser(t, 'tr-idle');
    const [c] = await t.deps.db.insert(clients).values({ teamId: team, name: 'Tr client' }).returning();
    await joinTeam(t, team, heir, 'editor', { clients: [c!.id] });
    await joinTeam(t, team, idle, 'viewer', { status: 'disabled' });
    // The heir works in the team now, with the restriction cached in their sign-in.
    expect(ok(await t.call('client.list', {}, heir.token)).total).toBe(1);

    for (const user_uid of [idle.id, root.id, 'nobody']) {
      const res = await t.call('backstage.teamTransferOwner', { team_id: team, user_uid }, root.token);
      expect(res.body.issues?.[0]?.path).toBe('user_uid');
    }
    expect(
      (await t.call('backstage.teamTransferOwner', { team_id: 'nope', user_uid: heir.id }, root.token)).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
    ok(await t.call('backstage.teamTransferOwner', { team_id: team, user_uid: heir.id }, root.token));
    const members = await t.deps.db.select().from(teamMembers).where(eq(teamMembers.teamId, team));
    expect(members.map((m) => [m.userId === heir.id ? 'heir' : m.role, m.role, m.restricted]).sort()).toEqual(
      [
        ['admin', 'admin', false],
        ['heir', 'owner', false],
        ['viewer', 'viewer', false],
      ].sort(),
    );
    expect(
      await t.deps.db.select().from(teamMemberClients).where(eq(teamMemberClients.teamId, team)),
    ).toEqual([]);
    const [row] = await t.deps.db.select().from(teams).where(eq(teams.id, team));
    expect(row?.ownerId).toBe(heir.id);
    // The auth cache forgot the heir: as owner they now manage clients.
    ok(await t.call('client.add', { name: 'Heir client' }, heir.token));
    const [audit] = await auditOf(t, 'team.transfer', heir.id);
    expect(audit).toMatchObject({ actorId: root.id, teamId: team, after: { owner_id: heir.id } });
    expect((audit?.before as { owner_id: string }).owner_id).not.toBe(heir.id);
  });

  it('deletes a team with all its work after its exact name, and its members lose it at once', async () => {
    const owner = await newUser(t, 'del-owner');
    const member = await newUser(t, 'del-member');
    const team = await newTeam(t, 'Doomed team', owner);
    await joinTeam(t, team, member, 'editor');
    const c = ok(await t.call('client.add', { name: 'Doomed client' }, owner.token)).client_id;
    ok(await t.call('project.add', { client_id: c, name: 'Doomed project' }, member.token));
    expect(ok(await t.call('client.list', {}, member.token)).total).toBe(1);

    const wrong = await t.call(
      'backstage.teamDelete',
      { team_id: team, confirm_name: 'doomed team' },
      root.token,
    );
    expect(wrong.body.issues?.[0]?.path).toBe('confirm_name');
    ok(await t.call('backstage.teamDelete', { team_id: team, confirm_name: 'Doomed team' }, root.token));
    expect(await t.deps.db.select().from(clients).where(eq(clients.teamId, team))).toEqual([]);
    // Back in their personal team, where there is no such client.
    expect(ok(await t.call('client.list', {}, member.token)).total).toBe(0);
    const [me] = await t.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(me?.currentTeamId).toBeNull();
    const [audit] = await auditOf(t, 'team.delete', team);
    expect(audit).toMatchObject({
      teamId: null,
      teamName: 'Doomed team',
      before: { name: 'Doomed team', members: 2, clients: 1, projects: 1 },
      after: null,
    });
    expect(
      (await t.call('backstage.teamDelete', { team_id: team, confirm_name: 'Doomed team' }, root.token)).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('accounts', () => {
  it('adds an account with a personal team and a one-time sign-in link; an existing account is 10206', async () => {
    const created = ok(
      await t.call('backstage.userAdd', { account: 'new.hire', name: 'New Hire' }, root.token),
    );
    expect(created.login_path).toBe(`/writer/login?blueaicode=${encodeURIComponent(created.login_key)}`);
    const ttl = Date.parse(created.login_expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const [team] = await t.deps.db.select().from(teams).where(eq(teams.id, created.team_id));
    expect(team).toMatchObject({ personal: true, ownerId: created.user_uid });

    const signedIn = ok(await t.call('auth.loadTokenByKey', { token_key: created.login_key }));
    expect(signedIn.user_info).toMatchObject({
      account: 'new.hire',
      writer_role: ['viewer'],
      designer_role: ['viewer'],
    });
    expect((await t.call('auth.loadTokenByKey', { token_key: created.login_key })).body.code).toBe(
      ErrorCode.LOGIN_KEY_INVALID,
    );
    const dup = await t.call('backstage.userAdd', { account: 'new.hire', name: 'Again' }, root.token);
    expect(dup.body.code).toBe(ErrorCode.CONFLICT);
    const [audit] = await auditOf(t, 'user.create', created.user_uid);
    expect(audit).toMatchObject({ teamId: null, after: { account: 'new.hire', system_admin: false } });
    expect(JSON.stringify(audit)).not.toContain(created.login_key);

    const admin = ok(
      await t.call('backstage.userAdd', { account: 'new.admin', name: 'A', system_admin: true }, root.token),
    );
    const adminSignIn = ok(await t.call('auth.loadTokenByKey', { token_key: admin.login_key }));
    expect(adminSignIn.user_info.writer_role).toEqual(['admin']);
  });

  it('grants and revokes the admin role in both modules, never your own, and the change applies at once', async () => {
    const user = await newUser(t, 'promoted');
    expect((await t.call('backstage.teams', {}, user.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    ok(await t.call('backstage.userUpdate', { user_uid: user.id, system_admin: true }, root.token));
    expect((await t.call('backstage.teams', {}, user.token)).body.code).toBe(0);
    const info = ok(await t.call('user.info', {}, user.token));
    expect([info.writer_role.sort(), info.designer_role]).toEqual([['admin', 'viewer'], ['admin']]);

    const self = await t.call('backstage.userUpdate', { user_uid: user.id, system_admin: false }, user.token);
    expect(self.body.code).toBe(ErrorCode.CONFLICT);
    ok(await t.call('backstage.userUpdate', { user_uid: user.id, system_admin: false }, root.token));
    expect((await t.call('backstage.teams', {}, user.token)).body.code).toBe(ErrorCode.FORBIDDEN);
    const after = ok(await t.call('user.info', {}, user.token));
    expect([after.writer_role, after.designer_role]).toEqual([['viewer'], ['viewer']]);
    const audits = await auditOf(t, 'user.admin', user.id);
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ system_admin: false }, { system_admin: true }],
      [{ system_admin: true }, { system_admin: false }],
    ]);
    expect(
      (await t.call('backstage.userUpdate', { user_uid: 'nobody', system_admin: true }, root.token)).body
        .code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
