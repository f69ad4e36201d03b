import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { countChildren } from '../org/count-children.ts';
import { offsetOf } from '../org/scope.ts';

export const groupListColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  memberCount: countChildren(groupMembers, groupMembers.groupId, groups, groups.id),
  updatedAt: groups.updatedAt,
};

export async function listGroups(db: Db, opts: { keyword?: string; page: number; pageSize: number }) {
  const filter = opts.keyword ? ilike(groups.name, containsPattern(opts.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(groupListColumns)
      .from(groups)
      .where(filter)
      .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
      .limit(opts.pageSize)
      .offset(offsetOf(opts.page, opts.pageSize)),
    db.select({ n: count() }).from(groups).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findGroupListed(db: Db, groupId: string) {
  const [row] = await db.select(groupListColumns).from(groups).where(eq(groups.id, groupId));
  return row;
}

export async function findGroups(db: Db, ids: readonly string[]) {
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, [...ids]));
}

/** Whether another group has this name, whatever its case. */
export async function groupNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(sql`lower(${groups.name}) = lower(${name})`, exceptId ? ne(groups.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function groupMemberList(db: Db, groupId: string) {
  return db
    .select({ userId: users.id, account: users.account, name: users.name, addedAt: groupMembers.addedAt })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(users.account));
}

/** Which of these user ids exist. */
export async function existingUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
