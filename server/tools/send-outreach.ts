import { and, eq } from 'drizzle-orm';
import { SEND_OUTREACH_MAX, sendOutreachTool } from '../../src/tools/send-outreach/contract.ts';
import { koxOutreachEmails } from '../db/schema/index.ts';
import { resendEmails, scheduleEmails } from '../domains/kox-outreach/send-service.ts';
import { senderStatus } from '../domains/kox-outreach/sender-service.ts';
import { AppError } from '../lib/errors.ts';
import { outreachError } from './outreach/outreach-messages.ts';
import { projectOrChoice } from './outreach/project-or-choice.ts';
import { resendRequest, sendRequest } from './outreach/request-phrases.ts';
import { requireProjectWriter } from './outreach/require-project-writer.ts';
import { defineServerTool } from './tool-executor.ts';

/**
 * Prepares sending a project's drafts from the caller's mailbox; nothing is sent before approval, which
 * schedules exactly the drafts the card counted through koxOutreach.schedule's service (spec §5's checks, the
 * Message-ID fixed before SMTP, the send jobs). With `failed`, the caller's e-mails that failed to send instead,
 * sent again through koxOutreach.resend's service (same Message-ID: one the server did take is not sent twice).
 */
export const sendOutreachExecutor = defineServerTool({
  contract: sendOutreachTool,
  async execute(input, ctx) {
    const team = requireProjectWriter(ctx);
    const { db } = ctx.deps;
    const found = await projectOrChoice(db, team, input.project, ctx.locale, (name) =>
      input.failed ? resendRequest(ctx.locale, name) : sendRequest(ctx.locale, name),
    );
    if ('choose' in found) return found.choose;
    const { project } = found;
    const failed = input.failed ?? false;
    const emails = await db
      .select({ id: koxOutreachEmails.id })
      .from(koxOutreachEmails)
      .where(
        and(
          eq(koxOutreachEmails.projectId, project.project_id),
          // A failed e-mail goes again from the mailbox that sent it: the user's own are the ones they can approve.
          failed
            ? and(
                eq(koxOutreachEmails.status, 'send_failed'),
                eq(koxOutreachEmails.senderUserId, ctx.user.id),
              )
            : eq(koxOutreachEmails.status, 'draft'),
        ),
      )
      .orderBy(koxOutreachEmails.createdAt, koxOutreachEmails.id)
      .limit(SEND_OUTREACH_MAX);
    if (!emails.length)
      throw outreachError('NOT_FOUND', failed ? 'noFailed' : 'noDrafts', ctx.locale, { name: project.name });
    const named = { project_id: project.project_id, project_name: project.name };
    const sender = await senderStatus(db, ctx.user);
    if (!sender.has_mailbox || !sender.address)
      return { status: 'no_sender' as const, ...named, drafts: emails.length };
    return {
      status: 'awaiting_approval' as const,
      ...named,
      email_ids: emails.map((d) => d.id),
      sender: sender.address,
      sandbox: sender.sandbox,
      // A resend goes as soon as approved (koxOutreach.resend has no time).
      send_at: failed ? null : (input.send_at ?? null),
      paused_reason: sender.paused ? (sender.paused_reason ?? '') : null,
      failed,
    };
  },
  async approve(output, ctx) {
    if (output.status !== 'awaiting_approval') throw new Error('Only a prepared sending is approved.');
    const team = requireProjectWriter(ctx);
    try {
      if (output.failed) {
        const { changed } = await resendEmails(ctx.deps.db, ctx.user, team, { email_ids: output.email_ids });
        const at = new Date().toISOString();
        return { output: { ...output, status: 'approved' as const, scheduled: changed, scheduled_at: at } };
      }
      const done = await scheduleEmails(ctx.deps.db, ctx.user, team, {
        email_ids: output.email_ids,
        mode: output.send_at ? 'scheduled' : 'now',
        scheduled_at: output.send_at ?? undefined,
        confirm_empty: false,
      });
      return {
        output: {
          ...output,
          status: 'approved' as const,
          scheduled: done.scheduled,
          scheduled_at: done.scheduled_at,
        },
      };
    } catch (error) {
      const named = { name: output.project_name };
      if (error instanceof AppError && error.code === 'KOX_OUTREACH_CONFIRM_EMPTY')
        throw outreachError(error.code, 'emptyDrafts', ctx.locale, named);
      if (error instanceof AppError && error.code === 'KOX_OUTREACH_SCHEDULE_TIME')
        throw outreachError(error.code, 'badSendTime', ctx.locale);
      throw error;
    }
  },
  decline: (output) =>
    output.status === 'awaiting_approval' ? { ...output, status: 'declined' as const } : output,
});
