import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { MODULES, type ModuleName, type RoleName } from '../../../src/lib/roles.ts';
import type { Db } from '../../db/client.ts';
import { roles, teamMembers, teams, userRoles, users } from '../../db/schema/index.ts';
import type { ChangedUsers } from '../../lib/cache/auth-cache.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type UserRow = typeof users.$inferSelect;

export interface RoleRow {
  role_id: string;
  role_name: RoleName;
  module: ModuleName;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.account, account));
  return row;
}

export async function loadRoles(db: Db, userId: string): Promise<RoleRow[]> {
  return db
    .select({ role_id: roles.id, role_name: roles.name, module: roles.module })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.module), asc(roles.name));
}

/**
 * A new account with its roles (module, name) and, unless it joins a team it was invited to, a personal team it
 * owns and works in. Nothing cached can name an account that did not exist, so unlike the writes that change
 * an existing user's roles or status, this one announces no change. Pass a transaction to make it atomic.
 */
export async function insertUser(
  db: Db,
  values: Pick<typeof users.$inferInsert, 'account' | 'name' | 'avatar' | 'passwordHash'>,
  roleList: readonly (readonly [ModuleName, RoleName])[],
  opts: { personalTeam: boolean } = { personalTeam: true },
): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(values).returning();
  if (!inserted) throw new Error(`Inserting the user ${values.account} returned nothing.`);
  let user = inserted;
  if (opts.personalTeam) {
    // The id scheme of the migration that gave every earlier account its personal team.
    const teamId = `personal-${user.id}`;
    await db.insert(teams).values({ id: teamId, name: user.name, ownerId: user.id, personal: true });
    await db.insert(teamMembers).values({ teamId, userId: user.id, role: 'owner' });
    const [updated] = await db
      .update(users)
      .set({ currentTeamId: teamId })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error(`The user ${values.account} went missing.`);
    user = updated;
  }
  for (const [module, name] of roleList) {
    // The roles table is seeded with every (name, module) pair.
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.module, module), eq(roles.name, name)));
    if (!role) throw new Error(`Role ${module}:${name} is missing; the seed did not run.`);
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id }).onConflictDoNothing();
  }
  return user;
}

export async function listUsers(
  db: Db,
  opts: { keyword?: string; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = opts.keyword
    ? or(
        ilike(users.account, containsPattern(opts.keyword)),
        ilike(users.name, containsPattern(opts.keyword)),
      )
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.account))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function setUserStatus(
  db: Db,
  changed: ChangedUsers,
  id: string,
  status: UserRow['status'],
): Promise<boolean> {
  changed.add(id);
  const updated = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Makes a user the current team's member work there (`team/switch`, joining, creating a team). */
export async function setCurrentTeam(
  db: Db,
  changed: ChangedUsers,
  userId: string,
  teamId: string,
): Promise<void> {
  changed.add(userId);
  await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId));
}

const roleId = (module: ModuleName, name: RoleName) => `${module}:${name}`;

/**
 * Grants or revokes the studio's `admin` role in every module (the system administrator). Revoking leaves a
 * module without a role a `viewer` in it, as every account has a role per module.
 */
export async function setSystemAdminRoles(
  db: Db,
  changed: ChangedUsers,
  userId: string,
  on: boolean,
): Promise<void> {
  changed.add(userId);
  const adminRoles = MODULES.map((m) => roleId(m, 'admin'));
  if (on) {
    await db
      .insert(userRoles)
      .values(adminRoles.map((id) => ({ userId, roleId: id })))
      .onConflictDoNothing();
    return;
  }
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, adminRoles)));
  const left = await loadRoles(db, userId);
  const bare = MODULES.filter((m) => !left.some((r) => r.module === m));
  if (bare.length)
    await db.insert(userRoles).values(bare.map((m) => ({ userId, roleId: roleId(m, 'viewer') })));
}
