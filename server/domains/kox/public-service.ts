import type { Db } from '../../db/client.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { creatorDto, postDto, teamEntryDto, teamOnlyCreatorDto } from './creator-dto.ts';
import { teamOnlyCreators } from './team-only-creators.ts';
import { creatorQueryOf, type CreatorFilterInput } from './creator-filter.ts';
import { visibleCreatorIds, visibleEntryOf } from './team-queries.ts';

/** A page of the public database; `saved` marks the creators the caller's team already has. */
export async function listPublicCreators(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: CreatorFilterInput,
) {
  const { creators, total } = await catalog.search(creatorQueryOf(input, null));
  const saved = await visibleCreatorIds(
    db,
    team,
    creators.map((c) => c.id),
  );
  return { list: creators.map((c) => creatorDto(c, saved.has(c.id))), total };
}

/** A creator of the public database, or an imported or collected one of the caller's team's database. */
export async function creatorDetail(db: Db, catalog: CreatorCatalog, team: TeamContext, creatorId: string) {
  const creator = catalog.creator(creatorId);
  const entry = await visibleEntryOf(db, team, creatorId);
  if (creator)
    return {
      ...creatorDto(creator, entry !== undefined),
      origin: 'sample' as const,
      recent_posts: catalog.recentPosts(creatorId).map(postDto),
      team: entry ? teamEntryDto(entry) : null,
    };
  const [teamOnly] = entry ? await teamOnlyCreators(db, team.id, [creatorId]) : [];
  if (!entry || !teamOnly) throw new AppError('NOT_FOUND', 'Creator not found.');
  return {
    ...teamOnlyCreatorDto(teamOnly),
    recent_posts: teamOnly.recentPosts.map(postDto),
    team: teamEntryDto(entry),
  };
}
