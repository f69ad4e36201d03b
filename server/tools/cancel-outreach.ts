import { and, eq, inArray } from 'drizzle-orm';
import { cancelOutreachTool } from '../../src/tools/cancel-outreach/contract.ts';
import type { Db } from '../db/client.ts';
import { koxOutreachEmails } from '../db/schema/index.ts';
import { returnToDraft } from '../domains/kox-outreach/send-service.ts';
import { AppError } from '../lib/errors.ts';
import { outreachError } from './outreach/outreach-messages.ts';
import { projectOrChoice } from './outreach/project-or-choice.ts';
import { cancelRequest } from './outreach/request-phrases.ts';
import { requireProjectWriter } from './outreach/require-project-writer.ts';
import { defineServerTool } from './tool-executor.ts';

/** A project's e-mails that wait to be sent (scheduled) or are being sent. */
const waitingEmails = (db: Db, projectId: string) =>
  db
    .select({ id: koxOutreachEmails.id, status: koxOutreachEmails.status })
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.projectId, projectId),
        inArray(koxOutreachEmails.status, ['scheduled', 'sending']),
      ),
    );

/**
 * Stops a project's e-mails that wait to be sent, as the outreach screen's "return to draft" does
 * (koxOutreach.returnToDraft's service: each send job then finds its e-mail changed and sends nothing). Stopping
 * sends nothing, so it needs no approval; sending them again does.
 */
export const cancelOutreachExecutor = defineServerTool({
  contract: cancelOutreachTool,
  async execute(input, ctx) {
    const team = requireProjectWriter(ctx);
    const { db } = ctx.deps;
    const found = await projectOrChoice(db, team, input.project, ctx.locale, (name) =>
      cancelRequest(ctx.locale, name),
    );
    if ('choose' in found) return found.choose;
    const { project } = found;
    // A send job may take an e-mail between the read and the update: then it is read again, once.
    for (let attempt = 0; ; attempt++) {
      const waiting = await waitingEmails(db, project.project_id);
      const scheduled = waiting.filter((e) => e.status === 'scheduled').map((e) => e.id);
      if (!scheduled.length)
        throw outreachError('NOT_FOUND', 'nothingWaiting', ctx.locale, { name: project.name });
      try {
        const { changed } = await returnToDraft(db, ctx.user, team, { email_ids: scheduled });
        return {
          status: 'stopped' as const,
          project_id: project.project_id,
          project_name: project.name,
          stopped: changed,
          on_their_way: waiting.length - changed,
        };
      } catch (error) {
        if (attempt > 0 || !(error instanceof AppError) || error.code !== 'KOX_OUTREACH_STATE') throw error;
      }
    }
  },
});
