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

/** Where an invitation's thread stands for its next follow-up. */
export type ThreadReading =
  | { kind: 'replied' | 'on_their_way' | 'not_member' }
  | {
      kind: 'member';
      /** A "no reply after N days" rule that now holds and is not yet the creator's label. */
      silence: { label: ProgressLabelRow; verdict: NonNullable<ReturnType<typeof judgeReplyByRules>> } | null;
      /** The next follow-up under the governing label, or why there is none. */
      next: { number: number; governing: ProgressLabelRow; dueAt: Date } | 'limit_reached' | 'no_label';
    };

/**
 * The thread of one sent invitation: answered (a reply or a bounce), an e-mail of it not sent (a follow-up on its
 * way, or a failed send), its creator no longer in the project, or its next follow-up under the creator's label
 * (the "contacted" label until a reply or a silence rule gives another) and when the label's days make it due.
 */
export async function readThread(
  db: Db,
  invitation: EmailRow,
  labels: ProgressLabelRow[],
  now: Date,
): Promise<ThreadReading> {
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
  if (replied) return { kind: 'replied' };
  const emails = await db
    .select()
    .from(koxOutreachEmails)
    .where(
      and(
        eq(koxOutreachEmails.projectId, invitation.projectId),
        eq(koxOutreachEmails.creatorId, invitation.creatorId),
      ),
    );
  if (emails.some((e) => e.status !== 'sent')) return { kind: 'on_their_way' };
  const lastSent = new Date(Math.max(...emails.map((e) => e.sentAt!.getTime())));
  const [member] = await db
    .select({ labelId: koxProjectCreators.labelId })
    .from(koxProjectCreators)
    .where(
      and(
        eq(koxProjectCreators.projectId, invitation.projectId),
        eq(koxProjectCreators.creatorId, invitation.creatorId),
      ),
    );
  if (!member) return { kind: 'not_member' };
  const verdict = judgeReplyByRules(labels.map(judgedLabelOf), {
    kind: 'no_reply',
    last_sent_at: lastSent,
    now,
  });
  const silence =
    verdict && verdict.label_id !== member.labelId
      ? { label: labels.find((l) => l.id === verdict.label_id)!, verdict }
      : null;
  const labelId = silence?.label.id ?? member.labelId;
  const governing = labels.find((l) => l.id === labelId) ?? labels.find((l) => l.builtinKey === 'contacted');
  if (!governing) return { kind: 'member', silence, next: 'no_label' };
  const number = Math.max(...emails.map((e) => e.followUpNumber)) + 1;
  if (number > governing.followUpCount) return { kind: 'member', silence, next: 'limit_reached' };
  const dueAt = new Date(lastSent.getTime() + governing.followUpDays * DAY_MS);
  return { kind: 'member', silence, next: { number, governing, dueAt } };
}

/** The labels of a project, read once per pass. */
export function projectLabelsOnce(db: Db): (projectId: string) => Promise<ProgressLabelRow[]> {
  const read = new Map<string, Promise<ProgressLabelRow[]>>();
  return (projectId) => {
    if (!read.has(projectId)) read.set(projectId, projectLabels(db, projectId));
    return read.get(projectId)!;
  };
}

/**
 * One pass over the invitations sent in the last 60 days whose creator has not replied: a "no reply after N
 * days" rule that now holds labels the creator (logged like any judgment); then, when the last e-mail is
 * `follow_up_days` old and fewer than `follow_up_count` follow-ups exist under the governing label, the next one
 * is created `scheduled` with a fresh Message-ID and its send job, in one transaction. The thread's unique
 * (project, creator, number) makes a pass repeatable.
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
  const labelsOf = projectLabelsOnce(db);
  for (const invitation of invitations) {
    const reading = await readThread(db, invitation, await labelsOf(invitation.projectId), now);
    if (reading.kind !== 'member') continue;
    if (reading.silence) {
      const { label, verdict } = reading.silence;
      await recordVerdict(
        db,
        {
          teamId: invitation.teamId,
          projectId: invitation.projectId,
          creatorId: invitation.creatorId,
          replyId: null,
        },
        {
          label,
          judgedBy: 'rules',
          reason: verdict.reason,
          reasonParts: verdict.reason_parts,
          textRead: verdict.text_read,
        },
      );
      pass.silences++;
    }
    const { next } = reading;
    if (typeof next === 'string' || next.dueAt.getTime() > now.getTime()) continue;
    const id = await createFollowUp(db, catalog, { invitation, ...next, writer }, now);
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

/** The next follow-up of an invitation's thread, `scheduled` now; null when it exists already or its mailbox is gone. */
export async function createFollowUp(
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
