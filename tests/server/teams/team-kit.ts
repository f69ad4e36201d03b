import { expect } from 'vitest';
import type { TeamRole } from '../../../src/lib/roles.ts';
import { clients } from '../../../server/db/schema/index.ts';
import { insertUser } from '../../../server/domains/user/queries.ts';
import { hashPassword } from '../../../server/lib/password.ts';
import type { CallResult, TestApp } from '../helpers/test-app.ts';
import type { EndpointKey } from '../../../src/lib/api/endpoints.ts';

export const PASSWORD = 'team-password-1';

export interface Person {
  id: string;
  account: string;
  token: string;
}

let counter = 0;

/** A signed-in account with its own personal team (or none), as sign-up makes them. */
export async function newPerson(t: TestApp, prefix = 'person', personalTeam = true): Promise<Person> {
  const account = `${prefix}-${++counter}`;
  const user = await insertUser(
    t.deps.db,
    { account, name: `${prefix} ${counter}`, passwordHash: await hashPassword(PASSWORD) },
    [['writer', 'viewer']],
    { personalTeam },
  );
  return { id: user.id, account, token: await t.signIn(account, PASSWORD) };
}

export function expectCode<K extends EndpointKey>(res: CallResult<K>, code: number): void {
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
}

/** The data of a call that must succeed. */
export function data<K extends EndpointKey>(res: CallResult<K>): CallResult<K>['body']['data'] {
  expectCode(res, 0);
  return res.body.data;
}

export interface TeamWorld {
  teamId: string;
  teamName: string;
  owner: Person;
  admin: Person;
  editor: Person;
  viewer: Person;
  outsider: Person;
}

/** A team with one member of each role, each working in it, and an outsider working in their own team. */
export async function newTeamWorld(t: TestApp, name = `Team ${++counter}`): Promise<TeamWorld> {
  const owner = await newPerson(t, 'owner');
  const teamId = data(await t.call('team.add', { name }, owner.token)).team_id;
  const members: Partial<Record<TeamRole, Person>> = {};
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    const person = await newPerson(t, role);
    data(await t.call('team.addUsers', { user_uids: [person.id], role }, owner.token));
    data(await t.call('team.switch', { team_id: teamId }, person.token));
    members[role] = person;
  }
  return {
    teamId,
    teamName: name,
    owner,
    admin: members.admin!,
    editor: members.editor!,
    viewer: members.viewer!,
    outsider: await newPerson(t, 'outsider'),
  };
}

export async function addClient(t: TestApp, teamId: string, name: string): Promise<string> {
  const [row] = await t.deps.db.insert(clients).values({ teamId, name }).returning({ id: clients.id });
  return row!.id;
}

/** The caller's current team as perm/user reports it (through the auth cache). */
export async function currentTeam(t: TestApp, token: string) {
  return data(await t.call('perm.user', {}, token)).team;
}
