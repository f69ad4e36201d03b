import type { Db } from '../../db/client.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { creatorDto, postDto, teamEntryDto } from './creator-dto.ts';
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

export async function creatorDetail(db: Db, catalog: CreatorCatalog, team: TeamContext, creatorId: string) {
  const creator = catalog.creator(creatorId);
  if (!creator) throw new AppError('NOT_FOUND', 'Creator not found.');
  const entry = await visibleEntryOf(db, team, creatorId);
  return {
    ...creatorDto(creator, entry !== undefined),
    recent_posts: catalog.recentPosts(creatorId).map(postDto),
    team: entry ? teamEntryDto(entry) : null,
  };
}
