import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, koxTeamCreators, users } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { seenClients } from '../org/scope.ts';

/** The entries of the team's database the caller may see: a restricted member only those under their clients. */
export const visibleEntries = (team: TeamContext): SQL =>
  and(eq(koxTeamCreators.teamId, team.id), seenClients(team, koxTeamCreators.clientId))!;

const entryColumns = {
  creatorId: koxTeamCreators.creatorId,
  clientId: koxTeamCreators.clientId,
  clientName: clients.name,
  notes: koxTeamCreators.notes,
  tags: koxTeamCreators.tags,
  pricePerPostUsd: koxTeamCreators.pricePerPostUsd,
  pricePerVideoUsd: koxTeamCreators.pricePerVideoUsd,
  addedBy: koxTeamCreators.addedBy,
  addedByName: users.name,
  createdAt: koxTeamCreators.createdAt,
  updatedAt: koxTeamCreators.updatedAt,
};

export type TeamEntryRow = Awaited<ReturnType<typeof findEntries>>[number];

export function findEntries(db: Db, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(koxTeamCreators)
    .leftJoin(clients, eq(clients.id, koxTeamCreators.clientId))
    .leftJoin(users, eq(users.id, koxTeamCreators.addedBy))
    .where(where);
}

/** The caller's visible entry for one creator, if the team has it. */
export async function visibleEntryOf(
  db: Db,
  team: TeamContext,
  creatorId: string,
): Promise<TeamEntryRow | undefined> {
  const [entry] = await findEntries(db, and(visibleEntries(team), eq(koxTeamCreators.creatorId, creatorId)));
  return entry;
}

/** The caller's visible entries of these creators, in full (a page of the team list). */
export async function entriesByIds(db: Db, team: TeamContext, creatorIds: string[]) {
  if (creatorIds.length === 0) return new Map<string, TeamEntryRow>();
  const rows = await findEntries(
    db,
    and(visibleEntries(team), inArray(koxTeamCreators.creatorId, creatorIds)),
  );
  return new Map(rows.map((r) => [r.creatorId, r]));
}

export async function visibleCreatorIds(
  db: Db,
  team: TeamContext,
  creatorIds: string[],
): Promise<Set<string>> {
  if (creatorIds.length === 0) return new Set();
  const rows = await db
    .select({ id: koxTeamCreators.creatorId })
    .from(koxTeamCreators)
    .where(and(visibleEntries(team), inArray(koxTeamCreators.creatorId, creatorIds)));
  return new Set(rows.map((r) => r.id));
}
