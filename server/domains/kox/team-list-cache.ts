import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { koxTeamCreators, koxTeamRevisions } from '../../db/schema/index.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { teamOnlyCreators, type ListedTeamOnlyCreator } from './team-only-creators.ts';

/** What the team list filters and sorts on of one entry of the team's database. */
export interface ListEntry {
  creatorId: string;
  clientId: string | null;
  tags: string[];
  /** The team's own price per video (USD), null when the creator's public one applies. */
  pricePerVideoUsd: number | null;
}

interface TeamListData {
  entries: ListEntry[];
  teamOnly: ListedTeamOnlyCreator[];
}

/**
 * A node's teams whose lists were read last. Each is the whole team database (up to 10,000 entries and their
 * team-only creators, a few MB), so only a few are kept.
 */
const TEAMS_KEPT = 4;

const revisionOf = preparedPerDb((db) =>
  db
    .select({ revision: koxTeamRevisions.revision })
    .from(koxTeamRevisions)
    .where(eq(koxTeamRevisions.teamId, sql.placeholder('teamId')))
    .prepare('kox_team_revision'),
);

const kept = new WeakMap<Db, Map<string, { revision: number; data: Promise<TeamListData> }>>();

/**
 * The team's database as the team list reads it, from memory while the team's revision (counted up by database
 * triggers on every write, from any node) has not moved; reading the revision is one indexed row instead of the
 * ≈ 15,000 rows a list of a full team database reads (docs/performance.md).
 */
export async function teamListData(db: Db, teamId: string): Promise<TeamListData> {
  const [row] = await revisionOf(db).execute({ teamId });
  const revision = row?.revision ?? 0;
  let teams = kept.get(db);
  if (!teams) kept.set(db, (teams = new Map()));
  const found = teams.get(teamId);
  teams.delete(teamId);
  // The revision is read before the rows: rows newer than it only make the next read load them again.
  const current =
    found && found.revision === revision ? found : { revision, data: loadTeamListData(db, teamId) };
  teams.set(teamId, current);
  for (const oldest of teams.keys()) {
    if (teams.size <= TEAMS_KEPT) break;
    teams.delete(oldest);
  }
  try {
    return await current.data;
  } catch (error) {
    if (teams.get(teamId) === current) teams.delete(teamId);
    throw error;
  }
}

async function loadTeamListData(db: Db, teamId: string): Promise<TeamListData> {
  const [entries, teamOnly] = await Promise.all([
    db
      .select({
        creatorId: koxTeamCreators.creatorId,
        clientId: koxTeamCreators.clientId,
        tags: koxTeamCreators.tags,
        pricePerVideoUsd: koxTeamCreators.pricePerVideoUsd,
      })
      .from(koxTeamCreators)
      .where(eq(koxTeamCreators.teamId, teamId)),
    teamOnlyCreators(db, teamId),
  ]);
  return {
    entries: entries.map((e) => ({
      ...e,
      pricePerVideoUsd: e.pricePerVideoUsd === null ? null : Number(e.pricePerVideoUsd),
    })),
    teamOnly: teamOnly.map(({ recentPosts: _posts, ...creator }) => creator),
  };
}

/**
 * The entries the caller may see (a restricted member only those under their clients, as `seenClients` in SQL),
 * narrowed by the list's filters.
 */
export function visibleListEntries(
  entries: ListEntry[],
  team: Pick<TeamContext, 'clientIds'>,
  opts: { clientId?: string; tag?: string },
): ListEntry[] {
  const seen = team.clientIds === null ? null : new Set(team.clientIds);
  return entries.filter(
    (e) =>
      (seen === null || (e.clientId !== null && seen.has(e.clientId))) &&
      (!opts.clientId || e.clientId === opts.clientId) &&
      (!opts.tag || e.tags.includes(opts.tag)),
  );
}
