import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TeamRole } from '../../../src/lib/roles.ts';
import type { Envelope } from '../../../src/lib/api/error-codes.ts';
import {
  auditLog,
  dashboards,
  teamMemberClients,
  teamMembers,
  teams,
  users,
} from '../../../server/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { addUser } from '../helpers/users.ts';

/*
 * Teams made directly in the database (the member API is written elsewhere): a team, its members with their
 * roles and client restrictions, and signed-in tokens for each.
 */

export const passwordOf = (account: string) => `${account}-password-1`;

/** A new account (with its personal team, where it works until it joins another) and its token. */
export async function newUser(t: TestApp, account: string, systemAdmin = false) {
  const id = await addUser(
    t.deps.db,
    account,
    passwordOf(account),
    systemAdmin
      ? [
          ['writer', 'admin'],
          ['designer', 'admin'],
        ]
      : [['writer', 'viewer']],
  );
  return { id, account, token: await t.signIn(account, passwordOf(account)) };
}

export type KitUser = Awaited<ReturnType<typeof newUser>>;

/** A team owned by `owner`, who now works in it. */
export async function newTeam(t: TestApp, name: string, owner: KitUser): Promise<string> {
  const [team] = await t.deps.db
    .insert(teams)
    .values({ name, ownerId: owner.id })
    .returning({ id: teams.id });
  await joinTeam(t, team!.id, owner, 'owner');
  return team!.id;
}

/**
 * Makes the user a member (or changes their membership) and their current team; `clients` restricts them to
 * those clients. Goes through the auth cache, as the member API does, so their token sees it at once.
 */
export async function joinTeam(
  t: TestApp,
  teamId: string,
  user: KitUser,
  role: TeamRole,
  opts: { clients?: string[]; status?: 'active' | 'disabled' } = {},
): Promise<void> {
  await t.deps.authCache.change(t.deps.db, async (tx, changed) => {
    changed.add(user.id);
    const values = {
      teamId,
      userId: user.id,
      role,
      restricted: opts.clients !== undefined,
      status: opts.status ?? ('active' as const),
    };
    await tx
      .insert(teamMembers)
      .values(values)
      .onConflictDoUpdate({ target: [teamMembers.teamId, teamMembers.userId], set: values });
    await tx
      .delete(teamMemberClients)
      .where(and(eq(teamMemberClients.teamId, teamId), eq(teamMemberClients.userId, user.id)));
    for (const clientId of opts.clients ?? [])
      await tx.insert(teamMemberClients).values({ teamId, userId: user.id, clientId });
    await tx.update(users).set({ currentTeamId: teamId }).where(eq(users.id, user.id));
  });
}

/** A dashboard filed in a team (the dashboard API is being reworked elsewhere). */
export async function newDashboard(
  t: TestApp,
  values: { teamId: string; ownerId: string; clientId?: string; projectId?: string; name?: string },
): Promise<string> {
  const [row] = await t.deps.db
    .insert(dashboards)
    .values({ name: 'Board', media: ['youtube'], ...values })
    .returning({ id: dashboards.id });
  return row!.id;
}

/** A GET with list parameters repeated, as the client sends them (`?ids=a&ids=b`). */
export async function getWithList<T>(
  t: TestApp,
  path: string,
  params: Record<string, string | string[]>,
  token: string,
): Promise<{ status: number; body: Envelope<T> }> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const item of [v].flat()) query.append(k, item);
  const res = await t.app.request(`${path}?${query}`, { headers: { 'MB-TOKEN': token } });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export async function auditOf(t: TestApp, action: string, targetId?: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), targetId ? eq(auditLog.targetId, targetId) : undefined))
    .orderBy(asc(auditLog.createdAt));
}

/** Asserts success and returns the data. */
export function ok<T>(res: { body: Envelope<T> }): T {
  expect(res.body.message).toBe('ok');
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** A team with one member of each kind, plus someone from outside and a system administrator. */
export async function teamWorld(t: TestApp, prefix: string) {
  const owner = await newUser(t, `${prefix}-owner`);
  const admin = await newUser(t, `${prefix}-admin`);
  const editor = await newUser(t, `${prefix}-editor`);
  const viewer = await newUser(t, `${prefix}-viewer`);
  const restricted = await newUser(t, `${prefix}-restricted`);
  const outsider = await newUser(t, `${prefix}-outsider`);
  const teamId = await newTeam(t, `${prefix} team`, owner);
  await joinTeam(t, teamId, admin, 'admin');
  await joinTeam(t, teamId, editor, 'editor');
  await joinTeam(t, teamId, viewer, 'viewer');
  await joinTeam(t, teamId, restricted, 'editor', { clients: [] });
  return { teamId, owner, admin, editor, viewer, restricted, outsider };
}
