import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { isUniqueViolation } from '../org/unique-violation.ts';
import {
  existingUserIds,
  findGroupListed,
  findGroups,
  groupMemberList,
  groupNameTaken,
  listGroups,
} from './group-queries.ts';

type ListedGroup = NonNullable<Awaited<ReturnType<typeof findGroupListed>>>;

function groupDto(row: ListedGroup) {
  return {
    group_id: row.id,
    name: row.name,
    description: row.description,
    member_count: row.memberCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Group not found.');

async function listedGroup(db: Db, groupId: string): Promise<ListedGroup> {
  const row = await findGroupListed(db, groupId);
  if (!row) throw notFound();
  return row;
}

const nameTaken = (name: string) => new AppError('CONFLICT', `A group named "${name}" already exists.`);

/**
 * Group names are unique whatever their case (the index `groups_name_idx` on lower(name)). The check before
 * the write answers the usual case; two writes racing past it both reach the index, and the loser answers the
 * same 10206 (`sameAnswerOnRace`).
 */
async function checkNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  if (await groupNameTaken(tx, name, exceptId)) throw nameTaken(name);
}

async function sameAnswerOnRace<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function listGroupPage(db: Db, opts: { keyword?: string; page: number; pageSize: number }) {
  const { rows, total } = await listGroups(db, opts);
  return { list: rows.map(groupDto), total };
}

export async function groupDetail(db: Db, groupId: string) {
  const row = await listedGroup(db, groupId);
  const members = await groupMemberList(db, row.id);
  return {
    ...groupDto(row),
    members: members.map((m) => ({
      user_uid: m.userId,
      account: m.account,
      name: m.name,
      added_at: m.addedAt.toISOString(),
    })),
  };
}

export async function addGroup(db: Db, actor: AuthUser, input: { name: string; description: string }) {
  const write = db.transaction(async (tx) => {
    await checkNameFree(tx, input.name);
    const [row] = await tx.insert(groups).values(input).returning();
    if (!row) throw new Error('Inserting a group returned nothing.');
    await writeAudit(tx, actor, {
      team: null,
      action: 'group.create',
      targetType: 'group',
      targetId: row.id,
      targetLabel: row.name,
      before: null,
      after: { name: row.name, description: row.description },
    });
    return row.id;
  });
  const id = await sameAnswerOnRace(input.name, write);
  return groupDto(await listedGroup(db, id));
}

export async function updateGroup(
  db: Db,
  actor: AuthUser,
  input: { group_id: string; name?: string; description?: string },
) {
  const write = db.transaction(async (tx) => {
    const current = await listedGroup(tx, input.group_id);
    const next = { name: input.name ?? current.name, description: input.description ?? current.description };
    await checkNameFree(tx, next.name, current.id);
    await tx
      .update(groups)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(groups.id, current.id));
    await writeAudit(tx, actor, {
      team: null,
      action: 'group.update',
      targetType: 'group',
      targetId: current.id,
      targetLabel: next.name,
      before: { name: current.name, description: current.description },
      after: next,
    });
  });
  // Only a new name can collide, so the name in the answer is always the one sent.
  await sameAnswerOnRace(input.name ?? '', write);
  return groupDto(await listedGroup(db, input.group_id));
}

export async function deleteGroups(db: Db, actor: AuthUser, ids: readonly string[]) {
  await db.transaction(async (tx) => {
    const rows = await findGroups(tx, ids);
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) {
      await writeAudit(tx, actor, {
        team: null,
        action: 'group.delete',
        targetType: 'group',
        targetId: row.id,
        targetLabel: row.name,
        before: { name: row.name, description: row.description },
        after: null,
      });
    }
    await tx.delete(groups).where(inArray(groups.id, [...ids]));
  });
  return { deleted: ids.length };
}

/** Sets a group's members to exactly these users; those who stay keep when they were added. */
export async function bindGroupUsers(
  db: Db,
  actor: AuthUser,
  input: { group_id: string; user_uids: string[] },
) {
  await db.transaction(async (tx) => {
    const group = await listedGroup(tx, input.group_id);
    const known = await existingUserIds(tx, input.user_uids);
    const unknown = input.user_uids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new AppError('VALIDATION', undefined, [
        { path: 'user_uids', message: `Unknown users: ${unknown.slice(0, 5).join(', ')}.` },
      ]);
    const before = (await groupMemberList(tx, group.id)).map((m) => m.userId).sort();
    const after = [...input.user_uids].sort();
    await tx
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, group.id),
          after.length ? notInArray(groupMembers.userId, after) : undefined,
        ),
      );
    if (after.length)
      await tx
        .insert(groupMembers)
        .values(after.map((userId) => ({ groupId: group.id, userId })))
        .onConflictDoNothing();
    await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, group.id));
    await writeAudit(tx, actor, {
      team: null,
      action: 'group.members',
      targetType: 'group',
      targetId: group.id,
      targetLabel: group.name,
      before: { user_uids: before },
      after: { user_uids: after },
    });
  });
}
