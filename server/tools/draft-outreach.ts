import { draftOutreachTool } from '../../src/tools/draft-outreach/contract.ts';
import { startDraftBatch } from '../domains/kox-outreach/draft-service.ts';
import { AppError } from '../lib/errors.ts';
import { outreachError } from './outreach/outreach-messages.ts';
import { projectOrChoice } from './outreach/project-or-choice.ts';
import { draftRequest } from './outreach/request-phrases.ts';
import { requireProjectWriter } from './outreach/require-project-writer.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * Starts the project's draft batch as the outreach screen does (koxOutreach.draft: one invitation per creator
 * without one, written by the durable draft job); the card follows the batch with koxOutreach.batch. Writing a
 * draft sends nothing, so it needs no approval.
 */
export const draftOutreachExecutor = defineServerTool({
  contract: draftOutreachTool,
  async execute(input, ctx) {
    const team = requireProjectWriter(ctx);
    const { db } = ctx.deps;
    const found = await projectOrChoice(db, team, input.project, ctx.locale, (name) =>
      draftRequest(ctx.locale, name, input.language, input.rewrite),
    );
    if ('choose' in found) return found.choose;
    const { project } = found;
    const language = input.language ?? ctx.locale;
    try {
      const { batch, skipped, rewritten } = await startDraftBatch(db, ctx.user, team, {
        project_id: project.project_id,
        language,
        rewrite: input.rewrite,
      });
      return {
        status: 'started' as const,
        project_id: project.project_id,
        project_name: project.name,
        language,
        batch_id: batch.batch_id,
        total: batch.total,
        skipped,
        rewritten,
      };
    } catch (error) {
      const named = { name: project.name };
      if (error instanceof AppError && error.code === 'KOX_OUTREACH_NO_TEMPLATE')
        throw outreachError(error.code, 'noTemplate', ctx.locale, named);
      if (error instanceof AppError && error.code === 'KOX_OUTREACH_NO_CREATORS')
        throw outreachError(
          error.code,
          input.rewrite ? 'nothingToRewrite' : 'noCreatorsToDraft',
          ctx.locale,
          named,
        );
      throw error;
    }
  },
});
