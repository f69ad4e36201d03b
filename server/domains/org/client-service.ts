import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, teamMemberClients } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { seesClient } from '../../lib/access.ts';
import { writeAudit } from '../audit/write-audit.ts';
import {
  clientDeletionCounts,
  clientNameTaken,
  clientViewers,
  findClientListed,
  findTeamClients,
  listClients,
  type clientSorts,
  type ListOptions,
} from './client-queries.ts';
import { seenClients } from './scope.ts';
import { isUniqueViolation } from './unique-violation.ts';

type ListedClient = NonNullable<Awaited<ReturnType<typeof findClientListed>>>;

export function clientDto(row: ListedClient) {
  return {
    client_id: row.id,
    name: row.name,
    description: row.description,
    project_count: row.projectCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const teamOf = (team: TeamContext) => ({ id: team.id, name: team.name });
const nameTaken = (name: string) =>
  new AppError('CONFLICT', `A client named "${name}" already exists in this team.`);

export async function listTeamClients(
  db: Db,
  team: TeamContext,
  opts: ListOptions<keyof typeof clientSorts>,
) {
  const { rows, total } = await listClients(
    db,
    and(eq(clients.teamId, team.id), seenClients(team, clients.id)),
    opts,
  );
  return { list: rows.map(clientDto), total };
}

/** A client of the caller's team they may see, or 10205. */
async function visibleClient(db: Db, team: TeamContext, clientId: string): Promise<ListedClient> {
  const row = seesClient(team, clientId) ? await findClientListed(db, team.id, clientId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Client not found.');
  return row;
}

/** Runs a write that may hit the unique name index; a concurrent twin answers 10206 like a checked one. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function addClient(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  input: { name: string; description: string },
) {
  const id = await uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      if (await clientNameTaken(tx, team.id, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(clients)
        .values({ teamId: team.id, name: input.name, description: input.description })
        .returning();
      if (!row) throw new Error('Inserting a client returned nothing.');
      await writeAudit(tx, actor, {
        team: teamOf(team),
        action: 'client.create',
        targetType: 'client',
        targetId: row.id,
        targetLabel: row.name,
        before: null,
        after: { name: row.name, description: row.description },
      });
      return row.id;
    }),
  );
  return clientDto(await visibleClient(db, team, id));
}

export async function updateClient(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  input: { client_id: string; name?: string; description?: string },
) {
  const current = await visibleClient(db, team, input.client_id);
  const next = { name: input.name ?? current.name, description: input.description ?? current.description };
  await uniqueName(next.name, () =>
    db.transaction(async (tx) => {
      if (next.name !== current.name && (await clientNameTaken(tx, team.id, next.name, current.id)))
        throw nameTaken(next.name);
      await tx
        .update(clients)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(clients.id, current.id));
      await writeAudit(tx, actor, {
        team: teamOf(team),
        action: 'client.update',
        targetType: 'client',
        targetId: current.id,
        targetLabel: next.name,
        before: { name: current.name, description: current.description },
        after: next,
      });
    }),
  );
  return clientDto(await visibleClient(db, team, current.id));
}

/** Every id must be a client of the caller's team they see, or nothing happens (10205). */
async function checkedClients(db: Db, team: TeamContext, ids: readonly string[]) {
  const rows = ids.every((id) => seesClient(team, id)) ? await findTeamClients(db, team.id, ids) : [];
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'Client not found.');
  return rows;
}

export async function clientDeletePreview(db: Db, team: TeamContext, ids: readonly string[]) {
  await checkedClients(db, team, ids);
  const counts = await clientDeletionCounts(db, team.id, ids);
  return {
    clients: ids.length,
    projects: counts.projects,
    placements: counts.placements,
    dashboards: counts.dashboards,
    restricted_members: counts.restrictedMembers.length,
    restricted_members_left_without_clients: counts.leftWithout,
  };
}

/**
 * Deletes clients with their projects and placements (the foreign keys cascade; dashboards lose their filing).
 * Restricted members authorized for them see less from now on, so the write goes through the auth cache.
 */
export async function deleteClients(
  db: Db,
  authCache: AuthCache,
  actor: AuthUser,
  team: TeamContext,
  ids: readonly string[],
) {
  await authCache.change(db, async (tx, changed) => {
    const rows = await checkedClients(tx, team, ids);
    const counts = await clientDeletionCounts(tx, team.id, ids);
    for (const userId of counts.restrictedMembers) changed.add(userId);
    const authorized = await tx
      .select({ clientId: teamMemberClients.clientId })
      .from(teamMemberClients)
      .where(inArray(teamMemberClients.clientId, [...ids]));
    for (const row of rows) {
      await writeAudit(tx, actor, {
        team: teamOf(team),
        action: 'client.delete',
        targetType: 'client',
        targetId: row.id,
        targetLabel: row.name,
        before: {
          name: row.name,
          description: row.description,
          restricted_members: authorized.filter((a) => a.clientId === row.id).length,
        },
        after: null,
      });
    }
    await tx.delete(clients).where(and(eq(clients.teamId, team.id), inArray(clients.id, [...ids])));
  });
  return { deleted: ids.length };
}

export async function listClientViewers(db: Db, team: TeamContext, clientId: string) {
  await visibleClient(db, team, clientId);
  const rows = await clientViewers(db, team.id, clientId);
  return rows.map((r) => ({
    user_uid: r.userId,
    account: r.account,
    name: r.name,
    role: r.role,
    restricted: r.restricted,
  }));
}
