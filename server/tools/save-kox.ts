import { saveKoxTool, SAVE_KOX_MAX } from '../../src/tools/save-kox/contract.ts';
import { addTeamCreators } from '../domains/kox/team-service.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { AppError } from '../lib/errors.ts';
import { outreachError } from './outreach/outreach-messages.ts';
import { requireWriter } from './require-writer.ts';
import { lastListedIds, namedCreatorIds } from './session-creators.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/**
 * Creators into the team database at once, as the lists' "add to team database" does (`kox.teamAdd`): adding is
 * undone on the team database's screen and changes nothing else, so the card asks for no approval. A member
 * restricted to one client files them under it; to several, they choose on the screen.
 */
export const saveKoxExecutor = defineServerTool({
  contract: saveKoxTool,
  async execute(input, ctx) {
    requireWriter(ctx, 'noKoxWriteRole');
    const team = ctx.user.team;
    if (!team) throw new AppError('NO_TEAM');
    const { db } = ctx.deps;
    const catalog = sampleCreatorCatalog();
    let ids: string[];
    let source: 'named' | 'recommendation' | 'search';
    let first: number | undefined;
    if (input.creators) {
      const named = await namedCreatorIds(db, catalog, ctx.sessionId, input.creators);
      if (named.unknown.length)
        throw toolError('NOT_FOUND', 'creatorNotFound', ctx.locale, { name: named.unknown[0]! });
      ids = named.ids;
      source = 'named';
    } else {
      const listed = await lastListedIds(db, team, ctx.sessionId);
      if (!listed?.ids.length) throw outreachError('NOT_FOUND', 'noRecommendation', ctx.locale);
      ids = listed.ids.slice(0, input.first ?? SAVE_KOX_MAX);
      source = listed.source;
      if (ids.length < listed.ids.length) first = ids.length;
    }
    if (team.clientIds !== null && team.clientIds.length !== 1)
      throw toolError('VALIDATION', 'saveKoxClient', ctx.locale);
    const tags = input.tags ? [...new Set(input.tags)] : undefined;
    const { added, already } = await addTeamCreators(db, catalog, ctx.user, team, {
      creator_ids: ids,
      client_id: team.clientIds?.[0] ?? null,
      ...(tags && { tags }),
    });
    const one = ids.length === 1 ? catalog.creator(ids[0]!) : null;
    return {
      added,
      already,
      source,
      ...(first && { first }),
      ...(tags && { tags }),
      ...(one && { creator: { creator_id: one.id, nickname: one.nickname, sample: one.sample } }),
    };
  },
});
