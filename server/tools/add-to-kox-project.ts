import { addToKoxProjectTool, ADD_TO_PROJECT_MAX } from '../../src/tools/add-to-kox-project/contract.ts';
import { addProjectCreators } from '../domains/kox-project/project-creators.ts';
import { createProject } from '../domains/kox-project/project-service.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { findProject } from './outreach/find-project.ts';
import { outreachError, outreachText } from './outreach/outreach-messages.ts';
import { addToProjectRequest } from './outreach/request-phrases.ts';
import { lastRecommendedIds, namedCreatorIds } from './session-creators.ts';
import { requireProjectWriter } from './outreach/require-project-writer.ts';
import type { Language } from '../../src/tools/switch-language/contract.ts';
import type { TeamContext } from '../lib/app-env.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * Prepares adding creators to a project found by name: the named creators, else all the session's last
 * recommendation ranked. Approval adds them through the project service (creating the project first when the
 * user chose a new one), as the project screen's "add to project" does.
 */
/**
 * The client a new project is filed under: none for a member who sees every client; a restricted member's only
 * client; a member restricted to several must choose on the Projects screen (the chat does not ask for a client).
 */
function newProjectClient(team: TeamContext, locale: Language): string | null {
  if (team.clientIds === null) return null;
  if (team.clientIds.length === 1) return team.clientIds[0]!;
  throw outreachError('VALIDATION', 'newProjectClient', locale);
}

export const addToKoxProjectExecutor = defineServerTool({
  contract: addToKoxProjectTool,
  async execute(input, ctx) {
    const team = requireProjectWriter(ctx);
    const { db } = ctx.deps;
    let creatorIds: string[];
    if (input.creators) {
      const named = await namedCreatorIds(db, sampleCreatorCatalog(), ctx.sessionId, input.creators);
      if (named.unknown.length)
        throw outreachError('NOT_FOUND', 'creatorNotFound', ctx.locale, { name: named.unknown[0]! });
      creatorIds = named.ids;
    } else {
      const ranked = await lastRecommendedIds(db, team, ctx.sessionId);
      if (!ranked?.length) throw outreachError('NOT_FOUND', 'noRecommendation', ctx.locale);
      creatorIds = ranked.slice(0, input.first ?? ADD_TO_PROJECT_MAX);
    }
    const source = input.creators ? ('named' as const) : ('recommendation' as const);
    const { found, candidates } = await findProject(db, team, input.project);
    const awaiting = { status: 'awaiting_approval' as const, creator_ids: creatorIds, source };
    if (found) return { ...awaiting, project_id: found.project_id, project_name: found.name };
    if (input.create)
      return {
        ...awaiting,
        project_id: null,
        project_name: input.project.trim(),
        client_id: newProjectClient(team, ctx.locale),
      };
    const lang = ctx.locale;
    if (candidates.length)
      return {
        status: 'choose' as const,
        question: outreachText('whichProject', lang, { name: input.project }),
        choices: candidates.map((p) => ({
          label: p.name,
          message: addToProjectRequest(lang, p.name, input.creators),
        })),
      };
    return {
      status: 'choose' as const,
      question: outreachText('noSuchProject', lang, { name: input.project }),
      choices: [
        {
          label:
            lang === 'zh' ? `新建项目「${input.project.trim()}」` : `New project “${input.project.trim()}”`,
          message: addToProjectRequest(lang, input.project.trim(), input.creators, true),
        },
      ],
    };
  },
  async approve(output, ctx) {
    if (output.status !== 'awaiting_approval') throw new Error('Only a prepared addition is approved.');
    const team = requireProjectWriter(ctx);
    const { db } = ctx.deps;
    const projectId =
      output.project_id ??
      (
        await createProject(db, ctx.user, team, {
          name: output.project_name,
          start_at: new Date().toISOString(),
          client_id: output.client_id ?? null,
        })
      ).project_id;
    const { added, already } = await addProjectCreators(db, sampleCreatorCatalog(), ctx.user, team, {
      project_id: projectId,
      creator_ids: output.creator_ids,
      source: output.source === 'recommendation' ? 'recommendation' : 'chat',
    });
    return { output: { ...output, status: 'approved' as const, project_id: projectId, added, already } };
  },
  decline: (output) =>
    output.status === 'awaiting_approval' ? { ...output, status: 'declined' as const } : output,
});
