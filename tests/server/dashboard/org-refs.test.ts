import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { clients, projects, teamMembers, teams, users } from '../../../server/db/schema/index.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from '../helpers/users.ts';
import { runningShoes } from './dashboard-fixtures.ts';

/** A dashboard may name only its caller's current team and that team's project and client, and they must agree. */
let t: TestApp;
let admin: string;
let outsider: string;
const demo = { team: '', project: '', client: '' };
const foreign = { team: '', project: '', client: '' };
const second = { team: '', project: '' };

async function team(name: string, memberId?: string) {
  const [row] = await t.deps.db.insert(teams).values({ name }).returning();
  if (memberId) await t.deps.db.insert(teamMembers).values({ teamId: row!.id, userId: memberId });
  const [client] = await t.deps.db
    .insert(clients)
    .values({ teamId: row!.id, name: `${name} client` })
    .returning();
  const [project] = await t.deps.db
    .insert(projects)
    .values({ teamId: row!.id, clientId: client!.id, name: `${name} project` })
    .returning();
  return { team: row!.id, client: client!.id, project: project!.id };
}

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  await addUser(t.deps.db, 'otto', 'otto-password-1', [['writer', 'editor']]);
  [admin, outsider] = await Promise.all([t.signIn(), t.signIn('otto', 'otto-password-1')]);
  const [adminRow] = await t.deps.db.select().from(users).where(eq(users.account, 'admin'));
  const [demoTeam] = await t.deps.db.select().from(teams).where(eq(teams.name, 'Demo team'));
  demo.team = demoTeam!.id;
  demo.project = (await t.deps.db.select().from(projects).where(eq(projects.teamId, demo.team)))[0]!.id;
  demo.client = (await t.deps.db.select().from(clients).where(eq(clients.teamId, demo.team)))[0]!.id;
  Object.assign(foreign, await team('Someone else'));
  Object.assign(second, await team('Second of admin', adminRow!.id));
}, 60_000);
afterAll(() => t.close());

const add = (token: string, refs: { team_id?: string; project_id?: string; client_id?: string }) =>
  t.call('dashboard.add', runningShoes({ name: 'Scoped', ...refs }), token);

const issuePaths = (res: Awaited<ReturnType<typeof add>>) =>
  (res.body.issues ?? []).map((i) => i.path).sort();

describe('team, project and client of a new dashboard', () => {
  it('accepts the team, project and client of a team the user belongs to', async () => {
    const res = await add(admin, { team_id: demo.team, project_id: demo.project, client_id: demo.client });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      team_id: demo.team,
      project_id: demo.project,
      client_id: demo.client,
    });
  });

  it('refuses a team the user is not a member of, exactly like one that does not exist', async () => {
    const notMember = await add(outsider, { team_id: demo.team });
    const missing = await add(outsider, { team_id: 'no-such-team' });
    expect(notMember.body.code).toBe(ErrorCode.VALIDATION);
    expect(notMember.body.issues).toEqual(missing.body.issues);
    expect(issuePaths(notMember)).toEqual(['team_id']);
  });

  it("refuses another team's project and client", async () => {
    const res = await add(admin, { project_id: foreign.project, client_id: foreign.client });
    expect(issuePaths(res)).toEqual(['client_id', 'project_id']);
  });

  it("refuses a project of another of the user's own teams than the current one, like a missing one", async () => {
    const res = await add(admin, { team_id: demo.team, project_id: second.project });
    const missing = await add(admin, { team_id: demo.team, project_id: 'no-such-project' });
    expect(issuePaths(res)).toEqual(['project_id']);
    expect(res.body.issues).toEqual(missing.body.issues);
  });

  it("refuses a client that is not the project's", async () => {
    const [other] = await t.deps.db
      .insert(clients)
      .values({ teamId: demo.team, name: 'Other client' })
      .returning();
    const res = await add(admin, { team_id: demo.team, project_id: demo.project, client_id: other!.id });
    expect(issuePaths(res)).toEqual(['client_id']);
  });
});
