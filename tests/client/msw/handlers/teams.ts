import { http } from 'msw';
import type { ApiOutput } from '@/lib/api/client';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

type Member = ApiOutput<'team.users'>['list'][number];
type TeamRole = Member['role'];

export interface FakeTeam {
  team_id: string;
  name: string;
  personal: boolean;
  role: TeamRole;
  members: Member[];
}

export const member = (uid: string, name: string, role: TeamRole, patch: Partial<Member> = {}): Member => ({
  user_uid: uid,
  account: `${uid}@example.com`,
  name,
  avatar: null,
  role,
  status: 'active',
  restricted: false,
  clients: [],
  joined_at: '2026-01-02T03:04:05.000Z',
  ...patch,
});

/**
 * A small fake of the team endpoints: two teams the signed-in admin (u-admin) belongs to, the current one
 * remembered, members per team, and every request body recorded in `calls` by endpoint path.
 */
export function createTeamsFake() {
  const teams: FakeTeam[] = [
    {
      team_id: 'team-alpha',
      name: 'Alpha',
      personal: false,
      role: 'admin',
      members: [
        member('u-owner', 'Olivia Owner', 'owner'),
        member('u-admin', 'Administrator', 'admin'),
        member('u-ed', 'Eddie Editor', 'editor'),
        member('u-vi', 'Vera Viewer', 'viewer', {
          restricted: true,
          clients: [{ client_id: 'c-1', name: 'Acme' }],
        }),
      ],
    },
    {
      team_id: 'team-beta',
      name: 'Beta',
      personal: false,
      role: 'owner',
      members: [member('u-admin', 'Administrator', 'owner'), member('u-bo', 'Bob Beta', 'editor')],
    },
  ];
  const state = { currentId: 'team-alpha' };
  const calls: Record<string, unknown[]> = {};
  const record = (path: string, body: unknown) => (calls[path] ??= []).push(body);
  const current = () => teams.find((t) => t.team_id === state.currentId) ?? null;
  const context = () => {
    const team = current();
    return team
      ? {
          team_id: team.team_id,
          name: team.name,
          role: team.role,
          restricted: false,
          client_ids: null,
          member: true,
        }
      : null;
  };
  const detail = (team: FakeTeam) => ({
    team_id: team.team_id,
    name: team.name,
    personal: team.personal,
    language: null,
    logo_url: null,
    owner: { user_uid: 'u-owner', account: 'u-owner@example.com', name: 'Olivia Owner' },
    my_role: team.role,
    restricted: false,
    counts: { members: team.members.length, clients: 2, projects: 3, placements: 4, dashboards: 5 },
    created_at: '2026-01-01T00:00:00.000Z',
  });

  const handlers = [
    http.get(
      '/api/perm/user',
      withUser(() =>
        ok({
          role_name: 'admin',
          modules: ['writer', 'designer'],
          permissions: ['*'],
          team: context(),
          system_admin: false,
        }),
      ),
    ),
    http.get(
      '/api/team/list',
      withUser(() =>
        ok(
          teams.map((t) => ({
            team_id: t.team_id,
            name: t.name,
            personal: t.personal,
            role: t.role,
            status: 'active',
            member_count: t.members.length,
            current: t.team_id === state.currentId,
            member: true,
            logo_url: null,
          })),
        ),
      ),
    ),
    http.post(
      '/api/team/switch',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { team_id: string };
        record('switch', body);
        state.currentId = body.team_id;
        return ok(context());
      }),
    ),
    http.get(
      '/api/team/users',
      withUser(({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        const list = (current()?.members ?? []).filter((m) => m.name.includes(keyword));
        return ok({ list, total: list.length });
      }),
    ),
    http.post(
      '/api/team/batch_modify_role',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { user_uids: string[]; role: TeamRole };
        record('batch_modify_role', body);
        const team = current();
        if (!team) return fail('NO_TEAM', 'No team');
        if (team.members.some((m) => body.user_uids.includes(m.user_uid) && m.role === 'owner'))
          return fail('TEAM_OWNER_REQUIRED', 'Owner');
        team.members = team.members.map((m) =>
          body.user_uids.includes(m.user_uid) ? { ...m, role: body.role } : m,
        );
        return ok(null);
      }),
    ),
    http.post(
      '/api/team/invite',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { account: string; name: string };
        record('invite', body);
        current()?.members.push(member('u-new', body.name, 'editor'));
        return ok({
          user_uid: 'u-new',
          created: true,
          link: '/writer/login?blueaicode=invite-key-1',
          expires_at: '2026-02-09T10:00:00.000Z',
        });
      }),
    ),
    http.get(
      '/api/audit/list',
      withUser(() => ok({ list: [], total: 0 })),
    ),
    http.get(
      '/api/client/list',
      withUser(() => ok({ list: [], total: 0 })),
    ),
    http.get(
      '/api/team/detail',
      withUser(() => {
        const team = current();
        return team ? ok(detail(team)) : fail('NO_TEAM', 'No team');
      }),
    ),
    http.get(
      '/api/team/delete_preview',
      withUser(() =>
        ok({
          members: 2,
          clients: 2,
          projects: 3,
          placements: 4,
          dashboards: 5,
          share_links: 6,
          sessions: 7,
        }),
      ),
    ),
    http.post(
      '/api/team/delete',
      withUser(async ({ request }) => {
        const body = (await request.json()) as { confirm_name: string };
        record('delete', body);
        const team = current();
        if (!team || body.confirm_name !== team.name) return fail('VALIDATION', 'Name');
        teams.splice(teams.indexOf(team), 1);
        state.currentId = teams[0]?.team_id ?? '';
        return ok(null);
      }),
    ),
    http.post('/api/team/logo', () => {
      record('logo', null);
      return ok({ logo_url: '/api/team/logo/team-alpha/abc' });
    }),
  ];
  return { handlers, calls, state, teams };
}
