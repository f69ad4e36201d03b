import { publicListInput } from '../../src/lib/api/endpoints.ts';
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
    const { scope = 'public', followers, followers_min, followers_max, ...filters } = search;
    const team = ctx.user.team;
    if (!team) throw new AppError('NO_TEAM');
    const range = followers_min !== undefined || followers_max !== undefined;
    const input = publicListInput.parse({
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
        sample: c.sample,
      })),
    };
  },
});
