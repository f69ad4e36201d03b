import { teamListInput } from '../../src/lib/api/endpoints.ts';
import { FIND_KOX_ROWS, findKoxTool } from '../../src/tools/find-kox/contract.ts';
import { listPublicCreators } from '../domains/kox/public-service.ts';
import { listTeamCreators } from '../domains/kox/team-list.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { AppError } from '../lib/errors.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * The first rows of the public or team database through the same services as kox.publicList / kox.teamList:
 * the filters go through the endpoint's own schema, so the chat and the screen search alike.
 */
export const findKoxExecutor = defineServerTool({
  contract: findKoxTool,
  async execute(search, ctx) {
    const { followers, followers_min, followers_max, ...filters } = search;
    // Tags are the team's own: only its database has them.
    const scope = search.tag ? 'team' : (search.scope ?? 'public');
    const team = ctx.user.team;
    if (!team) throw new AppError('NO_TEAM');
    const range = followers_min !== undefined || followers_max !== undefined;
    // The team list's schema: the public list's filters and the tag (the public list ignores it).
    const input = teamListInput.parse({
      ...filters,
      ...(followers ? { followers } : range ? { followers: 'custom', followers_min, followers_max } : {}),
      page: 1,
      page_size: FIND_KOX_ROWS,
    });
    const list = scope === 'team' ? listTeamCreators : listPublicCreators;
    const found = await list(ctx.deps.db, sampleCreatorCatalog(), team, input);
    return {
      scope,
      search,
      total: found.total,
      list: found.list.map((c) => ({
        creator_id: c.creator_id,
        nickname: c.nickname,
        handle: c.handle,
        platform: c.platform,
        followers: c.followers,
        engagement_rate: c.engagement_rate,
        avg_views: c.avg_views,
        price_per_video_usd: priceOf(c),
        sample: c.sample,
      })),
    };
  },
});

/** The price a team pays: its own when it set one (as the team list filters and sorts), else the public one. */
function priceOf(creator: {
  price_per_video_usd: number | null;
  team?: { price_per_video_usd: string | null };
}) {
  const own = creator.team?.price_per_video_usd;
  return own === null || own === undefined ? creator.price_per_video_usd : Number(own);
}
