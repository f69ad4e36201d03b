import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { dashboards, jobs, postImports, shareLinks } from '../../../server/db/schema/index.ts';
import { newSession, postChat, userMessage } from '../chat/chat-test-kit.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  addClient,
  addProject,
  addTeamMember,
  leaveAllTeams,
  personalTeamId,
  switchTeam,
} from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';

/**
 * Every resource belongs to a team (docs/teams.md): Ann's team has two clients; Rita is an editor restricted to
 * the first, Vic a viewer; Ben has a team of his own; Nora is in no team.
 */
let t: TestApp;
const ids = {} as Record<'ann' | 'ben' | 'rita' | 'vic' | 'nora' | 'teamA' | 'teamB', string>;
const tokens = {} as Record<'ann' | 'ben' | 'rita' | 'vic' | 'nora', string>;
const clients = {} as Record<'first' | 'second' | 'bens', string>;
const boards = {} as Record<'first' | 'second' | 'none' | 'bens', string>;

const add = async (token: string, name: string, clientId: string | null) => {
  const res = await t.call('dashboard.add', runningShoes({ name, client_id: clientId }), token);
  if (res.body.code !== 0) throw new Error(`dashboard.add failed: ${res.body.message}`);
  return res.body.data.dashboard_id;
};

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  for (const name of ['ann', 'ben', 'rita', 'vic', 'nora'] as const)
    ids[name] = await addUser(t.deps.db, name, `${name}-password-1`);
  ids.teamA = personalTeamId(ids.ann);
  ids.teamB = personalTeamId(ids.ben);
  clients.first = await addClient(t.deps, ids.teamA, 'First client');
  clients.second = await addClient(t.deps, ids.teamA, 'Second client');
  clients.bens = await addClient(t.deps, ids.teamB, 'Ben’s client');
  await addTeamMember(t.deps, ids.teamA, ids.rita, 'editor', [clients.first]);
  await switchTeam(t.deps, ids.rita, ids.teamA);
  await addTeamMember(t.deps, ids.teamA, ids.vic, 'viewer');
  await switchTeam(t.deps, ids.vic, ids.teamA);
  await leaveAllTeams(t.deps, ids.nora);
  for (const name of ['ann', 'ben', 'rita', 'vic', 'nora'] as const)
    tokens[name] = await t.signIn(name, `${name}-password-1`);
  boards.first = await add(tokens.ann, 'First board', clients.first);
  boards.second = await add(tokens.ann, 'Second board', clients.second);
  boards.none = await add(tokens.ann, 'Unfiled board', null);
  boards.bens = await add(tokens.ben, 'Ben board', null);
}, 120_000);
afterAll(() => t.close());

const listed = async (token: string) => {
  const { list, total } = (await t.call('dashboard.list', { page_size: 100 }, token)).body.data;
  return { names: list.map((d) => d.name).sort(), total };
};

describe('dashboards', () => {
  it("lists and counts the current team's dashboards, a restricted member only their clients'", async () => {
    const teamA = ['First board', 'Second board', 'Unfiled board'];
    expect(await listed(tokens.ann)).toEqual({ names: teamA, total: 3 });
    expect(await listed(tokens.vic)).toEqual({ names: teamA, total: 3 });
    expect(await listed(tokens.rita)).toEqual({ names: ['First board'], total: 1 });
    expect(await listed(tokens.ben)).toEqual({ names: ['Ben board'], total: 1 });
  });

  it('lists one client’s dashboards on request, never past what the caller sees', async () => {
    const ofClient = async (token: string, client_id: string) =>
      (await t.call('dashboard.list', { client_id, page_size: 100 }, token)).body.data.list.map(
        (d) => d.name,
      );
    expect(await ofClient(tokens.ann, clients.first)).toEqual(['First board']);
    expect(await ofClient(tokens.ann, clients.second)).toEqual(['Second board']);
    expect(await ofClient(tokens.rita, clients.second)).toEqual([]);
    expect(await ofClient(tokens.ben, clients.first)).toEqual([]);
    const project = await addProject(t.deps, ids.teamA, 'Launch', clients.second);
    const res = await t.call(
      'dashboard.add',
      runningShoes({ name: 'Launch board', project_id: project }),
      tokens.ann,
    );
    const ofProject = await t.call('dashboard.list', { project_id: project }, tokens.ann);
    expect(ofProject.body.data.list.map((d) => d.name)).toEqual(['Launch board']);
    await t.call('dashboard.del', { dashboard_id: res.body.data.dashboard_id }, tokens.ann);
  });

  it("files new work in the caller's team, with its creator", async () => {
    const [row] = await t.deps.db.select().from(dashboards).where(eq(dashboards.id, boards.first));
    expect(row).toMatchObject({ teamId: ids.teamA, clientId: clients.first, ownerId: ids.ann });
    const [job] = (await t.deps.db.select().from(jobs)).filter((j) => j.payload.dashboardId === boards.bens);
    expect(job?.teamId).toBe(ids.teamB);
  });

  it('answers 10205 for another team’s dashboard and for a client the member may not see', async () => {
    const hidden: [string, string][] = [
      [tokens.ben, boards.first],
      [tokens.ann, boards.bens],
      [tokens.rita, boards.second],
      [tokens.rita, boards.none],
    ];
    for (const [token, id] of hidden) {
      const calls = [
        await t.call('dashboard.detail', { dashboard_id: id }, token),
        await t.call('dashboard.compute', { dashboard_id: id, range: 'all' }, token),
        await t.call('dashboard.posts', { dashboard_id: id }, token),
        await t.call('dashboard.update', { dashboard_id: id, name: 'Taken' }, token),
        await t.call('dashboard.retry', { dashboard_id: id }, token),
        await t.call('dashboard.reanalyze', { dashboard_id: id }, token),
        await t.call('dashboard.componentAdd', { dashboard_id: id, api_key: 'db_overview' }, token),
        await t.call('dashboard.del', { dashboard_id: id }, token),
        await t.call('share.add', { dashboard_id: id, valid_days: 7 }, token),
        await t.call('share.list', { dashboard_id: id }, token),
        await t.call('share.dashboard', { dashboard_id: id }, token),
      ];
      for (const res of calls) expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('lets every member of the team read and edit what they see, not only its creator', async () => {
    expect((await t.call('dashboard.detail', { dashboard_id: boards.second }, tokens.vic)).body.code).toBe(0);
    const renamed = await t.call(
      'dashboard.update',
      { dashboard_id: boards.first, name: 'First!' },
      tokens.rita,
    );
    expect(renamed.body.data.name).toBe('First!');
    await t.call('dashboard.update', { dashboard_id: boards.first, name: 'First board' }, tokens.ann);
  });

  it('refuses a viewer every write with 10103', async () => {
    const writes = [
      await t.call('dashboard.add', runningShoes(), tokens.vic),
      await t.call('dashboard.update', { dashboard_id: boards.first, name: 'No' }, tokens.vic),
      await t.call('dashboard.del', { dashboard_id: boards.first }, tokens.vic),
      await t.call('share.add', { dashboard_id: boards.first, valid_days: 7 }, tokens.vic),
    ];
    for (const res of writes) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
    }
  });

  it("makes a restricted member name one of their clients; the team, client and project must be the caller's", async () => {
    const issue = async (token: string, over: Parameters<typeof runningShoes>[0]) => {
      const res = await t.call('dashboard.add', runningShoes(over), token);
      expect(res.body.code).toBe(ErrorCode.VALIDATION);
      return (res.body as { issues?: { path: string }[] }).issues?.map((i) => i.path);
    };
    expect(await issue(tokens.rita, {})).toEqual(['client_id']);
    expect(await issue(tokens.rita, { client_id: clients.second })).toEqual(['client_id']);
    expect(await issue(tokens.ann, { client_id: clients.bens })).toEqual(['client_id']);
    expect(await issue(tokens.ann, { team_id: ids.teamB })).toEqual(['team_id']);
    const project = await addProject(t.deps, ids.teamA, 'Launch', clients.first);
    expect(await issue(tokens.ann, { project_id: project, client_id: clients.second })).toEqual([
      'client_id',
    ]);
    const secondsProject = await addProject(t.deps, ids.teamA, 'Hidden', clients.second);
    expect(await issue(tokens.rita, { project_id: secondsProject })).toEqual(['project_id']);

    const mine = await t.call('dashboard.add', runningShoes({ project_id: project }), tokens.rita);
    expect(mine.body.data).toMatchObject({
      team_id: ids.teamA,
      client_id: clients.first,
      project_id: project,
    });
    const named = await t.call('dashboard.add', runningShoes({ team_id: ids.teamA }), tokens.ann);
    expect(named.body.data.team_id).toBe(ids.teamA);
    for (const d of [mine.body.data, named.body.data])
      await t.call('dashboard.del', { dashboard_id: d.dashboard_id }, tokens.ann);
  });
});

describe('share links', () => {
  it("are the dashboard's team's: listed by its readers, revoked only where the link is visible", async () => {
    const first = (await t.call('share.add', { dashboard_id: boards.first, valid_days: 7 }, tokens.rita)).body
      .data;
    const second = (await t.call('share.add', { dashboard_id: boards.second, valid_days: 7 }, tokens.ann))
      .body.data;
    const rows = await t.deps.db.select().from(shareLinks);
    expect(rows.find((r) => r.id === first.share_id)?.teamId).toBe(ids.teamA);

    expect((await t.call('share.list', { dashboard_id: boards.first }, tokens.vic)).body.data).toHaveLength(
      1,
    );
    expect((await t.call('share.revoke', { share_id: second.share_id }, tokens.rita)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('share.revoke', { share_id: first.share_id }, tokens.ben)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('share.revoke', { share_id: first.share_id }, tokens.vic)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.call('share.revoke', { share_id: second.share_id }, tokens.ann)).body.code).toBe(0);
  });
});

describe('imports', () => {
  const upload = (dashboardId: string, token: string) => {
    const form = new FormData();
    form.set('dashboard_id', dashboardId);
    form.set('file', new Blob(['platform,post_id\n'], { type: 'text/csv' }), 'posts.csv');
    return t.app.request('/api/dashboard/import', {
      method: 'POST',
      body: form,
      headers: { 'MB-TOKEN': token },
    });
  };

  it('reach only dashboards the caller sees, and writers only', async () => {
    await t.deps.db.update(dashboards).set({ status: 'ready' });
    for (const [id, token] of [
      [boards.second, tokens.rita],
      [boards.bens, tokens.ann],
    ] as const)
      expect(((await (await upload(id, token)).json()) as { code: number }).code).toBe(ErrorCode.NOT_FOUND);
    expect(((await (await upload(boards.first, tokens.vic)).json()) as { code: number }).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(await t.deps.db.$count(postImports)).toBe(0);
  });
});

describe('chat sessions', () => {
  it("list only the caller's own sessions of their current team", async () => {
    const inA = await newSession(t, tokens.ann);
    await addTeamMember(t.deps, ids.teamB, ids.ann, 'viewer');
    await switchTeam(t.deps, ids.ann, ids.teamB);
    const inB = await newSession(t, tokens.ann);
    const list = async (token: string) =>
      (await t.call('session.listByDomain', { domain: 'writer' }, token)).body.data.map((s) => s.session_id);
    expect(await list(tokens.ann)).toEqual([inB]);
    expect(await list(tokens.ben)).toEqual([]);
    await switchTeam(t.deps, ids.ann, ids.teamA);
    expect(await list(tokens.ann)).toEqual([inA]);
    // Private to the author, whatever team: nobody else reads them, not even a teammate.
    expect(await list(tokens.vic)).toEqual([]);
    expect((await t.call('session.chatHistory', { session_id: inA }, tokens.vic)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    // The author still reaches a session of another team by its id.
    expect((await t.call('session.chatHistory', { session_id: inB }, tokens.ann)).body.code).toBe(0);
  });
});

describe('a user in no team', () => {
  it('gets 10110 from team endpoints and the assistant, and no sessions', async () => {
    const refused = [
      await t.call('dashboard.list', {}, tokens.nora),
      await t.call('dashboard.add', runningShoes(), tokens.nora),
      await t.call('dashboard.detail', { dashboard_id: boards.first }, tokens.nora),
      await t.call('share.list', { dashboard_id: boards.first }, tokens.nora),
      await t.call('session.addByApp', { domain: 'writer', app_doi: null, title: '' }, tokens.nora),
    ];
    for (const res of refused) expect(res.body.code).toBe(ErrorCode.NO_TEAM);
    expect((await t.call('session.listByDomain', { domain: 'writer' }, tokens.nora)).body.data).toEqual([]);
    const chat = await postChat(t, tokens.nora, {
      session_id: 'any',
      message: userMessage('Hello', 'm1'),
      locale: 'en',
    });
    expect(((await chat.json()) as { code: number }).code).toBe(ErrorCode.NO_TEAM);
  });
});
