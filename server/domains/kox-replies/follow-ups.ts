import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { judgeReplyByRules } from '../../../src/lib/kox-label-rules/judge-reply-by-rules.ts';
import type { Db } from '../../db/client.ts';
import {
  koxMailboxes,
  koxOutreachEmails,
  koxOutreachReplies,
  koxProjectCreators,
  koxProjects,
} from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { recordVerdict } from './judge-reply.ts';
import { followUpEmail } from './follow-up-email.ts';
import { outstandingSince } from './poll-mailbox.ts';
import type { ModelDraftWriter, ModelFollowUpRequest } from '../kox-outreach/model-draft-writer.ts';
import { sendJobOf } from '../kox-outreach/send-job.ts';
import { judgedLabelOf, projectLabels, type ProgressLabelRow } from './project-labels.ts';

const DAY_MS = 86_400_000;

type EmailRow = typeof koxOutreachEmails.$inferSelect;

export interface FollowUpPass {
  /** Follow-ups created and handed to the send job. */
  created: string[];
  /** Creators labelled by a "no reply after" rule. */
  silences: number;
}

const messageIdFor = (address: string) => `<${randomUUID()}@${address.split('@')[1] || 'booster.invalid'}>`;

/**
 * One pass over the invitations sent in the last 60 days whose creator has not replied: a "no reply after N
 * days" rule that now holds labels the creator (logged like any judgment); then, under the creator's label (the
 * "contacted" label until a reply or a silence rule gives another), when the last e-mail is `follow_up_days` old
 * and fewer than `follow_up_count` follow-ups exist, the next one is created `scheduled` with a fresh Message-ID
 * and its send job, in one transaction. The thread's unique (project, creator, number) makes a pass repeatable.
 */
export async function planFollowUps(
  db: Db,
  catalog: CreatorCatalog,
  now = new Date(),
  writer: ModelDraftWriter | null = null,
): Promise<FollowUpPass> {
  const pass: FollowUpPass = { created: [], silences: 0 };
  const invitations = await db
    .select()
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.kind, 'invitation'),
        eq(koxOutreachEmails.status, 'sent'),
        gt(koxOutreachEmails.sentAt, outstandingSince(now)),
      ),
    );
  const labelsOf = new Map<string, Promise<ProgressLabelRow[]>>();
  for (const invitation of invitations) {
    const thread = and(
      eq(koxOutreachEmails.projectId, invitation.projectId),
      eq(koxOutreachEmails.creatorId, invitation.creatorId),
    );
    const [replied] = await db
      .select({ id: koxOutreachReplies.id })
      .from(koxOutreachReplies)
      .where(
        and(
          eq(koxOutreachReplies.projectId, invitation.projectId),
          eq(koxOutreachReplies.creatorId, invitation.creatorId),
          inArray(koxOutreachReplies.kind, ['reply', 'bounce']),
        ),
      )
      .limit(1);
    if (replied) continue;
    const emails = await db.select().from(koxOutreachEmails).where(thread);
    if (emails.some((e) => e.status !== 'sent')) continue; // a follow-up on its way, or a failed send
    const lastSent = new Date(Math.max(...emails.map((e) => e.sentAt!.getTime())));
    if (!labelsOf.has(invitation.projectId))
      labelsOf.set(invitation.projectId, projectLabels(db, invitation.projectId));
    const labels = await labelsOf.get(invitation.projectId)!;
    const [member] = await db
      .select({ labelId: koxProjectCreators.labelId })
      .from(koxProjectCreators)
      .where(
        and(
          eq(koxProjectCreators.projectId, invitation.projectId),
          eq(koxProjectCreators.creatorId, invitation.creatorId),
        ),
      );
    if (!member) continue;
    let labelId = member.labelId;
    const silence = judgeReplyByRules(labels.map(judgedLabelOf), {
      kind: 'no_reply',
      last_sent_at: lastSent,
      now,
    });
    if (silence && silence.label_id !== labelId) {
      const label = labels.find((l) => l.id === silence.label_id)!;
      const at = {
        teamId: invitation.teamId,
        projectId: invitation.projectId,
        creatorId: invitation.creatorId,
      };
      await recordVerdict(
        db,
        { ...at, replyId: null },
        {
          label,
          judgedBy: 'rules',
          reason: silence.reason,
          reasonParts: silence.reason_parts,
          textRead: silence.text_read,
        },
      );
      labelId = label.id;
      pass.silences++;
    }
    const governing =
      labels.find((l) => l.id === labelId) ?? labels.find((l) => l.builtinKey === 'contacted');
    if (!governing) continue;
    const number = Math.max(...emails.map((e) => e.followUpNumber)) + 1;
    if (number > governing.followUpCount) continue;
    if (lastSent.getTime() + governing.followUpDays * DAY_MS > now.getTime()) continue;
    const id = await createFollowUp(db, catalog, { invitation, number, governing, writer }, now);
    if (id) pass.created.push(id);
  }
  return pass;
}

/**
 * The follow-up's text: the provider's when one is configured and answers well (written under the governing
 * label's follow-up strategy), else the offline writer's, with the reason.
 */
async function followUpText(
  offline: { subject: string; body: string },
  request: ModelFollowUpRequest,
  writer: ModelDraftWriter | null,
) {
  if (!writer) return { ...offline, writtenBy: 'template', writerFallback: null };
  const written = await writer.followUp(request);
  return written.ok
    ? { subject: written.subject, body: written.body, writtenBy: written.model, writerFallback: null }
    : { ...offline, writtenBy: 'template', writerFallback: written.reason };
}

async function createFollowUp(
  db: Db,
  catalog: CreatorCatalog,
  plan: {
    invitation: EmailRow;
    number: number;
    governing: ProgressLabelRow;
    writer: ModelDraftWriter | null;
  },
  now: Date,
): Promise<string | null> {
  const { invitation, number } = plan;
  const [context] = await db
    .select({
      product: koxProjects.subject,
      senderName: koxMailboxes.senderName,
      address: koxMailboxes.address,
    })
    .from(koxProjects)
    .leftJoin(koxMailboxes, eq(koxMailboxes.userId, invitation.senderUserId!))
    .where(eq(koxProjects.id, invitation.projectId));
  const address = context?.address;
  if (!context || !address) return null; // the mailbox that sent the invitation is gone
  const creator = catalog.creator(invitation.creatorId);
  const greeting = invitation.body.split('\n')[0]!.replace(/^(hi|hello|dear)\s+|[,，!！].*$/gi, '');
  const creatorName = creator?.nickname || greeting || invitation.toAddress;
  const senderName = context.senderName || address;
  const email = await followUpText(
    followUpEmail({
      language: invitation.language,
      invitationSubject: invitation.subject,
      number,
      creatorName,
      product: context.product || invitation.subject,
      senderName,
    }),
    {
      language: invitation.language,
      number,
      invitation: { subject: invitation.subject, body: invitation.body },
      creatorName,
      senderName,
      strategy: plan.governing.followUpStrategy,
    },
    plan.writer,
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(koxOutreachEmails)
      .values({
        teamId: invitation.teamId,
        projectId: invitation.projectId,
        creatorId: invitation.creatorId,
        kind: 'follow_up',
        followUpNumber: number,
        status: 'scheduled',
        toAddress: invitation.toAddress,
        subject: email.subject,
        body: email.body,
        writtenBy: email.writtenBy,
        writerFallback: email.writerFallback,
        language: invitation.language,
        senderUserId: invitation.senderUserId,
        messageId: messageIdFor(address),
        inReplyTo: invitation.messageId,
        scheduledAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: koxOutreachEmails.id, messageId: koxOutreachEmails.messageId });
    if (!row) return null;
    await enqueueJob(tx, {
      ...sendJobOf({ id: row.id, messageId: row.messageId!, scheduledAt: now }),
      teamId: invitation.teamId,
    });
    return row.id;
  });
}
