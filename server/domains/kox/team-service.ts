import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { insertNewJsonRows } from '../../db/insert-json-rows.ts';
import { clients, koxTeamCreators } from '../../db/schema/index.ts';
import { TEAM_DATABASE_MAX } from '../../../src/lib/api/endpoints.ts';
import { TEAM_TAGS_MAX } from '../../../src/lib/kox-values.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { seesClient } from '../../lib/access.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { teamEntryDto } from './creator-dto.ts';
import { creatorDetail } from './public-service.ts';
import { visibleEntries, visibleEntryOf, type TeamEntryRow } from './team-queries.ts';

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/**
 * Where the caller may file a creator: a client of the team they see, none (unfiled), or, for a member
 * restricted to some clients, necessarily one of theirs (docs/teams.md). A client they may not see is 10205.
 */
export async function fileUnder(
  db: Db,
  team: TeamContext,
  clientId: string | null | undefined,
): Promise<string | null> {
  if (!clientId) {
    if (team.clientIds !== null)
      throw new AppError('VALIDATION', undefined, [
        { path: 'client_id', message: 'Choose one of your clients.' },
      ]);
    return null;
  }
  const [client] = seesClient(team, clientId)
    ? await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.teamId, team.id)))
    : [];
  if (!client) throw notFound('Client');
  return client.id;
}

/**
 * Adds creators, all or none: an unknown id is 10205; those the team already has stay as they are, except that
 * `tags` go on every one the caller sees, beside the tags it has (at most TEAM_TAGS_MAX, the first kept).
 */
export async function addTeamCreators(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  input: { creator_ids: string[]; client_id?: string | null; tags?: string[] },
) {
  const unknown = input.creator_ids.filter((id) => catalog.positionOf(id) === null);
  if (unknown.length)
    throw new AppError(
      'NOT_FOUND',
      'Creator not found.',
      unknown.slice(0, 20).map((id) => ({ path: 'creator_ids', message: `${id} not found` })),
    );
  const clientId = await fileUnder(db, team, input.client_id);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(koxTeamCreators)
      .where(eq(koxTeamCreators.teamId, team.id));
    const added = await insertNewJsonRows(
      tx,
      koxTeamCreators,
      input.creator_ids.map((creatorId) => ({ teamId: team.id, creatorId, clientId, addedBy: user.id })),
    );
    if ((held?.n ?? 0) + added > TEAM_DATABASE_MAX)
      throw new AppError('VALIDATION', undefined, [
        { path: 'creator_ids', message: `A team's database holds at most ${TEAM_DATABASE_MAX} creators.` },
      ]);
    if (input.tags?.length) await addTags(tx, team, input.creator_ids, input.tags);
    return { added, already: input.creator_ids.length - added };
  });
}

/** Adds tags to the entries the caller sees: one update per set of tags the entries had (most had none). */
async function addTags(tx: Tx, team: TeamContext, creatorIds: string[], tags: string[]) {
  const entries = await tx
    .select({ creatorId: koxTeamCreators.creatorId, tags: koxTeamCreators.tags })
    .from(koxTeamCreators)
    .where(and(visibleEntries(team), inArray(koxTeamCreators.creatorId, creatorIds)));
  const byTags = new Map<string, { had: string[]; ids: string[] }>();
  for (const e of entries) {
    const key = JSON.stringify(e.tags);
    const group = byTags.get(key) ?? { had: e.tags, ids: [] };
    group.ids.push(e.creatorId);
    byTags.set(key, group);
  }
  for (const { had, ids } of byTags.values()) {
    const next = [...new Set([...had, ...tags])].slice(0, TEAM_TAGS_MAX);
    if (next.length === had.length) continue;
    await tx
      .update(koxTeamCreators)
      .set({ tags: next, updatedAt: new Date() })
      .where(and(eq(koxTeamCreators.teamId, team.id), inArray(koxTeamCreators.creatorId, ids)));
  }
}

async function visibleEntry(db: Db, team: TeamContext, creatorId: string): Promise<TeamEntryRow> {
  const entry = await visibleEntryOf(db, team, creatorId);
  if (!entry) throw notFound('Creator');
  return entry;
}

const price = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.toFixed(2);

export async function updateTeamCreator(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: {
    creator_id: string;
    notes?: string;
    tags?: string[];
    price_per_post_usd?: number | null;
    price_per_video_usd?: number | null;
    client_id?: string | null;
  },
) {
  await visibleEntry(db, team, input.creator_id);
  const clientId = input.client_id === undefined ? undefined : await fileUnder(db, team, input.client_id);
  await db
    .update(koxTeamCreators)
    .set({
      notes: input.notes,
      tags: input.tags,
      pricePerPostUsd: price(input.price_per_post_usd),
      pricePerVideoUsd: price(input.price_per_video_usd),
      clientId,
      updatedAt: new Date(),
    })
    .where(and(eq(koxTeamCreators.teamId, team.id), eq(koxTeamCreators.creatorId, input.creator_id)));
  const { recent_posts: _, ...creator } = await creatorDetail(db, catalog, team, input.creator_id);
  return { ...creator, team: teamEntryDto(await visibleEntry(db, team, input.creator_id)) };
}

/** Removes creators the caller sees in the team's database, all or none (one they cannot see is 10205). */
export async function removeTeamCreators(db: Db, team: TeamContext, creatorIds: string[]) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(koxTeamCreators)
      .where(and(visibleEntries(team), inArray(koxTeamCreators.creatorId, creatorIds)))
      .returning({ id: koxTeamCreators.creatorId });
    if (removed.length !== creatorIds.length) throw notFound('Creator');
    return { removed: removed.length };
  });
}
