import { openKoxTool } from '../../src/tools/open-kox/contract.ts';
import { engagementRateOf } from '../kox/creator.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { namedCreatorIds } from './session-creators.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/**
 * A creator by id or handle, or by a name from the session's recent KOX cards, with the public database's figures
 * (what "how many followers does @x have?" asks); the card links to its detail page.
 */
export const openKoxExecutor = defineServerTool({
  contract: openKoxTool,
  async execute({ creator }, ctx) {
    const catalog = sampleCreatorCatalog();
    const [id] = (await namedCreatorIds(ctx.deps.db, catalog, ctx.sessionId, [creator])).ids;
    const found = id ? catalog.creator(id) : null;
    if (!found) throw toolError('NOT_FOUND', 'creatorNotFound', ctx.locale, { name: creator });
    return {
      creator_id: found.id,
      nickname: found.nickname,
      handle: found.handle,
      platform: found.platform,
      sample: found.sample,
      path: `/writer/kox/detail?id=${encodeURIComponent(found.id)}`,
      facts: {
        followers: found.followers,
        avg_views: found.avgViews,
        engagement_rate: engagementRateOf(found),
        price_per_video_usd: found.pricePerVideoUsd,
        price_per_post_usd: found.pricePerPostUsd,
        email: found.email,
      },
    };
  },
});
