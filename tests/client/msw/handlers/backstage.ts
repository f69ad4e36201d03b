import { http } from 'msw';
import type { ApiOutput } from '@/lib/api/client';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

type Team = ApiOutput<'backstage.teams'>['list'][number];
type User = ApiOutput<'users.list'>['list'][number];
type Group = ApiOutput<'group.list'>['list'][number];
type AuditEntry = ApiOutput<'audit.all'>['list'][number];
type Member = { user_uid: string; account: string; name: string; added_at: string };

export const ME = 'u-admin';

export function teamRow(patch: Partial<Team> & Pick<Team, 'team_id' | 'name'>): Team {
  return {
    personal: false,
    owner: { user_uid: 'u-lin', account: 'lin@studio.test', name: 'Lin Wei' },
    member_count: 4,
    client_count: 2,
    project_count: 3,
    dashboard_count: 5,
    created_at: '2026-03-01T08:00:00.000Z',
    ...patch,
  };
}

export function userRow(patch: Partial<User> & Pick<User, 'user_uid' | 'name' | 'account'>): User {
  return {
    avatar: null,
    designer_role: ['viewer'],
    writer_role: ['viewer'],
    status: 'active',
    created_at: '2026-02-01T08:00:00.000Z',
    ...patch,
  };
}

/**
 * A small in-memory backstage behind msw: the rules the real server applies that the screens show (self
 * protection, duplicate group names, the team name to confirm, transfer to members only), and every call made.
 */
export function fakeBackstage() {
  const state = {
    teams: [
      teamRow({ team_id: 't-apac', name: 'APAC Growth' }),
      teamRow({
        team_id: 'personal-u-lin',
        name: 'Lin Wei',
        personal: true,
        member_count: 1,
        client_count: 0,
        project_count: 0,
        dashboard_count: 1,
      }),
    ],
    teamMembers: { 't-apac': ['u-lin', 'u-mia'] } as Record<string, string[]>,
    users: [
      userRow({
        user_uid: ME,
        name: 'Administrator',
        account: 'admin',
        writer_role: ['admin'],
        designer_role: ['admin'],
      }),
      userRow({ user_uid: 'u-lin', name: 'Lin Wei', account: 'lin@studio.test' }),
      userRow({ user_uid: 'u-mia', name: 'Mia Chen', account: 'mia@studio.test' }),
      userRow({ user_uid: 'u-sam', name: 'Sam Ortiz', account: 'sam@studio.test', status: 'disabled' }),
    ],
    groups: [
      {
        group_id: 'g-apac',
        name: 'APAC strategists',
        description: 'Strategy leads across APAC teams',
        member_count: 1,
        updated_at: '2026-04-01T08:00:00.000Z',
      },
    ] as Group[],
    groupMembers: { 'g-apac': ['u-lin'] } as Record<string, string[]>,
    audit: [] as AuditEntry[],
    currentTeamId: 'personal-u-admin',
    calls: [] as { key: string; input: unknown }[],
  };
  const record = (key: string, input: unknown) => state.calls.push({ key, input });
  const json = async (request: Request) => (await request.json()) as Record<string, unknown>;
  const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
  const byKeyword = (keyword: string | undefined, ...texts: string[]) =>
    !keyword || texts.some((t) => t.toLowerCase().includes(keyword.toLowerCase()));
  const person = (id: string) => {
    const u = state.users.find((x) => x.user_uid === id);
    return u ? { user_uid: u.user_uid, account: u.account, name: u.name } : null;
  };
  const groupOut = (g: Group): Group => ({ ...g, member_count: state.groupMembers[g.group_id]?.length ?? 0 });

  const handlers = [
    http.get(
      '/api/backstage/team/list',
      withUser(({ request }) => {
        const q = query(request);
        record('backstage.teams', q);
        const list = state.teams.filter((t) => byKeyword(q.keyword, t.name, t.owner?.name ?? ''));
        return ok({ list, total: list.length });
      }),
    ),
    http.post(
      '/api/team/switch',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('team.switch', body);
        const team = state.teams.find((t) => t.team_id === body.team_id);
        if (!team) return fail('NOT_FOUND', 'Team not found.');
        state.currentTeamId = team.team_id;
        return ok(teamContext(team));
      }),
    ),
    http.get(
      '/api/perm/user',
      withUser(() => {
        record('perm.user', {});
        const team = state.teams.find((t) => t.team_id === state.currentTeamId);
        return ok({
          role_name: 'admin',
          modules: ['writer', 'designer'],
          permissions: ['*'],
          team: team ? teamContext(team) : null,
          system_admin: true,
        });
      }),
    ),
    http.post(
      '/api/backstage/team/delete',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('backstage.teamDelete', body);
        const team = state.teams.find((t) => t.team_id === body.team_id);
        if (!team) return fail('NOT_FOUND', 'Team not found.');
        if (body.confirm_name !== team.name)
          return fail('VALIDATION', 'Invalid', {
            issues: [{ path: 'confirm_name', message: "Type the team's name exactly to confirm." }],
          });
        state.teams = state.teams.filter((t) => t !== team);
        return ok(null);
      }),
    ),
    http.post(
      '/api/backstage/team/transfer_owner',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('backstage.teamTransferOwner', body);
        const team = state.teams.find((t) => t.team_id === body.team_id);
        if (!team) return fail('NOT_FOUND', 'Team not found.');
        if (!(state.teamMembers[team.team_id] ?? []).includes(String(body.user_uid)))
          return fail('VALIDATION', 'Invalid', {
            issues: [{ path: 'user_uid', message: 'Choose an active member of the team.' }],
          });
        team.owner = person(String(body.user_uid));
        return ok(null);
      }),
    ),
    http.get(
      '/api/users/list',
      withUser(({ request }) => {
        const q = query(request);
        record('users.list', q);
        const list = state.users.filter((u) => byKeyword(q.keyword, u.name, u.account));
        return ok({ list, total: list.length });
      }),
    ),
    http.post(
      '/api/users/user/status/update',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('users.statusUpdate', body);
        if (body.user_uid === ME && body.status === 'disabled')
          return fail('CONFLICT', 'You cannot disable your own account.');
        const user = state.users.find((u) => u.user_uid === body.user_uid);
        if (!user) return fail('NOT_FOUND', 'Not found');
        user.status = body.status as User['status'];
        return ok(null);
      }),
    ),
    http.post(
      '/api/users/user/update',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('backstage.userUpdate', body);
        if (body.user_uid === ME && body.system_admin === false)
          return fail('CONFLICT', 'You cannot revoke your own administrator role.');
        const user = state.users.find((u) => u.user_uid === body.user_uid);
        if (!user) return fail('NOT_FOUND', 'User not found.');
        const role = body.system_admin ? 'admin' : 'viewer';
        user.writer_role = [role];
        user.designer_role = [role];
        return ok(null);
      }),
    ),
    http.post(
      '/api/users/add',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('backstage.userAdd', body);
        const account = String(body.account);
        if (state.users.some((u) => u.account === account))
          return fail('CONFLICT', `The account "${account}" already exists.`);
        const user = userRow({ user_uid: `u-${state.users.length + 1}`, name: String(body.name), account });
        state.users.push(user);
        return ok({
          user_uid: user.user_uid,
          account,
          name: user.name,
          team_id: `personal-${user.user_uid}`,
          login_key: 'key-0123456789',
          login_path: '/writer/login?blueaicode=key-0123456789',
          login_expires_at: '2030-01-08T00:00:00.000Z',
        });
      }),
    ),
    http.get(
      '/api/group/list',
      withUser(({ request }) => {
        const q = query(request);
        record('group.list', q);
        const list = state.groups.filter((g) => byKeyword(q.keyword, g.name)).map(groupOut);
        return ok({ list, total: list.length });
      }),
    ),
    http.get(
      '/api/group/detail',
      withUser(({ request }) => {
        const q = query(request);
        const group = state.groups.find((g) => g.group_id === q.group_id);
        if (!group) return fail('NOT_FOUND', 'Not found');
        const members = (state.groupMembers[group.group_id] ?? []).map((id) => ({
          ...person(id)!,
          added_at: '2026-04-01T08:00:00.000Z',
        })) satisfies Member[];
        return ok({ ...groupOut(group), members });
      }),
    ),
    http.post(
      '/api/group/add',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('group.add', body);
        const name = String(body.name);
        if (state.groups.some((g) => g.name.toLowerCase() === name.toLowerCase()))
          return fail('CONFLICT', 'A group with this name already exists.');
        const group: Group = {
          group_id: `g-${state.groups.length + 1}`,
          name,
          description: String(body.description ?? ''),
          member_count: 0,
          updated_at: '2026-05-01T08:00:00.000Z',
        };
        state.groups.push(group);
        return ok(group);
      }),
    ),
    http.post(
      '/api/group/bind_user',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('group.bindUser', body);
        state.groupMembers[String(body.group_id)] = body.user_uids as string[];
        return ok(null);
      }),
    ),
    http.post(
      '/api/group/delete',
      withUser(async ({ request }) => {
        const body = await json(request);
        record('group.delete', body);
        const ids = body.group_ids as string[];
        state.groups = state.groups.filter((g) => !ids.includes(g.group_id));
        return ok({ deleted: ids.length });
      }),
    ),
    http.get(
      '/api/backstage/audit/list',
      withUser(({ request }) => {
        const q = query(request);
        record('audit.all', q);
        const list = state.audit.filter(
          (e) => (!q.action || e.action.startsWith(q.action)) && byKeyword(q.actor, e.actor.name),
        );
        return ok({ list, total: list.length });
      }),
    ),
  ];
  return { state, handlers, callsOf: (key: string) => state.calls.filter((c) => c.key === key) };
}

function teamContext(team: Team) {
  return {
    team_id: team.team_id,
    name: team.name,
    role: 'admin' as const,
    restricted: false,
    client_ids: null,
    member: false,
  };
}
