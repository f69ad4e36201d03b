import { followUpOutreachTool } from '../../src/tools/follow-up-outreach/contract.ts';
import { followUpCandidates, startFollowUpNow } from '../domains/kox-replies/follow-up-now.ts';
import { senderStatus } from '../domains/kox-outreach/sender-service.ts';
import { AppError } from '../lib/errors.ts';
import { outreachError } from './outreach/outreach-messages.ts';
import { projectOrChoice } from './outreach/project-or-choice.ts';
import { followUpRequest } from './outreach/request-phrases.ts';
import { requireProjectWriter } from './outreach/require-project-writer.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * Prepares following up now with a project's creators who have not replied (koxOutreach.followUpCandidates);
 * nothing is written or sent before approval, which queues exactly the creators the card counted that are still
 * silent through koxOutreach.followUpNow's service.
 */
export const followUpOutreachExecutor = defineServerTool({
  contract: followUpOutreachTool,
  async execute(input, ctx) {
    const team = requireProjectWriter(ctx);
    const { db } = ctx.deps;
    const found = await projectOrChoice(db, team, input.project, ctx.locale, (name) =>
      followUpRequest(ctx.locale, name),
    );
    if ('choose' in found) return found.choose;
    const named = { project_id: found.project.project_id, project_name: found.project.name };
    const { creator_ids, left_out } = await followUpCandidates(db, ctx.user, team, named.project_id);
    if (!creator_ids.length) return { status: 'none' as const, ...named, left_out };
    const sender = await senderStatus(db, ctx.user);
    if (!sender.has_mailbox || !sender.address)
      return { status: 'no_sender' as const, ...named, creators: creator_ids.length };
    return {
      status: 'awaiting_approval' as const,
      ...named,
      creator_ids,
      sender: sender.address,
      sandbox: sender.sandbox,
      paused_reason: sender.paused ? (sender.paused_reason ?? '') : null,
      left_out,
    };
  },
  async approve(output, ctx) {
    if (output.status !== 'awaiting_approval') throw new Error('Only a prepared follow-up is approved.');
    const team = requireProjectWriter(ctx);
    try {
      const started = await startFollowUpNow(ctx.deps.db, ctx.user, team, {
        project_id: output.project_id,
        creator_ids: output.creator_ids,
      });
      return { output: { ...output, status: 'approved' as const, queued: started.queued } };
    } catch (error) {
      // Every one of them replied, or got a follow-up, between the card and the click.
      if (error instanceof AppError && error.code === 'KOX_OUTREACH_NO_FOLLOW_UPS')
        throw outreachError(error.code, 'noFollowUpsLeft', ctx.locale, { name: output.project_name });
      throw error;
    }
  },
  decline: (output) =>
    output.status === 'awaiting_approval' ? { ...output, status: 'declined' as const } : output,
});
