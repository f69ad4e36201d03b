import type { Db } from '../../db/client.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { creatorDto } from '../kox/creator-dto.ts';
import { visibleCreatorIds } from '../kox/team-queries.ts';
import { recommendQueryOf, teamVideoPrices } from './recommend-request.ts';

/** The creators most like one creator, ranked like a recommendation whose brief is that creator. */
export async function similarCreators(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: { creator_id: string; count: number },
) {
  if (catalog.positionOf(input.creator_id) === null) throw new AppError('NOT_FOUND', 'Creator not found.');
  const query = recommendQueryOf(
    { similar_to: input.creator_id, count: input.count },
    await teamVideoPrices(db, catalog, team),
    catalog,
  );
  const { items } = await catalog.recommend(query);
  const saved = await visibleCreatorIds(
    db,
    team,
    items.map((i) => i.creatorId),
  );
  return {
    list: items.map(({ creatorId, ...rest }) => ({
      ...rest,
      creator: creatorDto(catalog.creator(creatorId)!, saved.has(creatorId)),
    })),
  };
}
