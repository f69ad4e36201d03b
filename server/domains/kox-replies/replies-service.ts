import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  koxLabelJudgments,
  koxMailboxes,
  koxOutreachEmails,
  koxOutreachReplies,
  koxProjectCreators,
  koxSandboxMessages,
} from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { visibleProject } from '../kox-project/project-queries.ts';
import { judgmentDtos, judgmentsOf, newestFirst } from './judgment-view.ts';
import { projectLabels } from './project-labels.ts';
import { simulatedMail, type SimulatedReplyKind } from './simulated-mail.ts';

/** A creator of a project the caller may see, or 10205. */
async function projectCreator(db: Db, team: TeamContext, projectId: string, creatorId: string) {
  await visibleProject(db, team, projectId);
  const [member] = await db
    .select()
    .from(koxProjectCreators)
    .where(and(eq(koxProjectCreators.projectId, projectId), eq(koxProjectCreators.creatorId, creatorId)));
  if (!member) throw new AppError('NOT_FOUND', 'This creator is not in the project.');
  return member;
}

export async function creatorThread(
  db: Db,
  team: TeamContext,
  input: { project_id: string; creator_id: string },
) {
  const member = await projectCreator(db, team, input.project_id, input.creator_id);
  const [emails, inbound, judgments] = await Promise.all([
    db
      .select()
      .from(koxOutreachEmails)
      .where(
        and(
          eq(koxOutreachEmails.projectId, input.project_id),
          eq(koxOutreachEmails.creatorId, input.creator_id),
        ),
      ),
    db
      .select()
      .from(koxOutreachReplies)
      .where(
        and(
          eq(koxOutreachReplies.projectId, input.project_id),
          eq(koxOutreachReplies.creatorId, input.creator_id),
        ),
      ),
    db
      .select()
      .from(koxLabelJudgments)
      .where(judgmentsOf(input.project_id, input.creator_id))
      .orderBy(...newestFirst),
  ]);
  const entries = [
    ...emails.map((e) => ({
      type: 'email' as const,
      email_id: e.id,
      kind: e.kind,
      follow_up_number: e.followUpNumber,
      status: e.status,
      status_reason: e.statusReason,
      to_address: e.toAddress,
      subject: e.subject,
      body: e.body,
      at: (e.sentAt ?? e.scheduledAt ?? e.createdAt).toISOString(),
    })),
    ...inbound.map((r) => ({
      type: 'inbound' as const,
      reply_id: r.id,
      kind: r.kind,
      from_address: r.fromAddress,
      subject: r.subject,
      text: r.text,
      own_text: r.ownText,
      at: r.receivedAt.toISOString(),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return { label_id: member.labelId, entries, judgments: await judgmentDtos(db, judgments) };
}

export async function listJudgments(
  db: Db,
  team: TeamContext,
  input: { project_id: string; creator_id?: string | undefined; page: number; page_size: number },
) {
  await visibleProject(db, team, input.project_id);
  const where = judgmentsOf(input.project_id, input.creator_id);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(koxLabelJudgments)
      .where(where)
      .orderBy(...newestFirst)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(koxLabelJudgments).where(where),
  ]);
  return { list: await judgmentDtos(db, rows), total: counted?.n ?? 0 };
}

/** A person's label for a creator, with their note; the newest automatic judgment is kept and named. */
export async function overrideLabel(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { project_id: string; creator_id: string; label_id: string; note: string },
) {
  await projectCreator(db, team, input.project_id, input.creator_id);
  const label = (await projectLabels(db, input.project_id)).find((l) => l.id === input.label_id);
  if (!label) throw new AppError('KOX_REPLY_LABEL_UNKNOWN');
  const [automatic] = await db
    .select()
    .from(koxLabelJudgments)
    .where(and(judgmentsOf(input.project_id, input.creator_id), ne(koxLabelJudgments.judgedBy, 'person')))
    .orderBy(...newestFirst)
    .limit(1);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(koxLabelJudgments)
      .values({
        teamId: team.id,
        projectId: input.project_id,
        creatorId: input.creator_id,
        replyId: automatic?.replyId ?? null,
        labelId: label.id,
        labelName: label.name,
        method: label.judgmentMethod,
        judgedBy: 'person',
        reason: input.note,
        textRead: automatic?.textRead ?? '',
        overridesJudgmentId: automatic?.id ?? null,
        judgedByUserId: user.id,
      })
      .returning();
    await tx
      .update(koxProjectCreators)
      .set({ labelId: label.id })
      .where(
        and(
          eq(koxProjectCreators.projectId, input.project_id),
          eq(koxProjectCreators.creatorId, input.creator_id),
        ),
      );
    return inserted!;
  });
  return (await judgmentDtos(db, [row]))[0]!;
}

export async function labelBoard(db: Db, team: TeamContext, projectId: string) {
  await visibleProject(db, team, projectId);
  const [labels, members] = await Promise.all([
    projectLabels(db, projectId),
    db
      .select({ creatorId: koxProjectCreators.creatorId, labelId: koxProjectCreators.labelId })
      .from(koxProjectCreators)
      .where(eq(koxProjectCreators.projectId, projectId))
      .orderBy(asc(koxProjectCreators.addedAt), asc(koxProjectCreators.creatorId)),
  ]);
  const known = new Set(labels.map((l) => l.id));
  const column = (label_id: string | null, name: string | null) => {
    const creator_ids = members
      .filter((m) => (label_id === null ? !m.labelId || !known.has(m.labelId) : m.labelId === label_id))
      .map((m) => m.creatorId);
    return { label_id, name, count: creator_ids.length, creator_ids };
  };
  return { columns: [...labels.map((l) => column(l.id, l.name)), column(null, null)] };
}

/** Sandbox only: a simulated creator mail (labelled sample data) answering one of the caller's sent e-mails. */
export async function simulateReply(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { email_id: string; kind: SimulatedReplyKind; language: Language },
) {
  const [email] = await db
    .select()
    .from(koxOutreachEmails)
    .where(and(eq(koxOutreachEmails.id, input.email_id), eq(koxOutreachEmails.teamId, team.id)));
  if (!email || email.senderUserId !== user.id) throw new AppError('NOT_FOUND', 'E-mail not found.');
  await visibleProject(db, team, email.projectId);
  const [mailbox] = await db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, user.id));
  if (mailbox?.kind !== 'sandbox') throw new AppError('KOX_REPLY_SANDBOX_ONLY');
  if (!email.sentAt || !email.messageId) throw new AppError('KOX_REPLY_NOT_SENT');
  const mail = simulatedMail(
    {
      messageId: email.messageId,
      subject: email.subject,
      body: email.body,
      to: email.toAddress,
      from: mailbox.address,
      sentAt: email.sentAt,
    },
    input.kind,
    input.language,
    new Date(),
  );
  await db.insert(koxSandboxMessages).values({
    userId: user.id,
    messageId: mail.messageId,
    mailFrom: mail.from,
    rcptTo: [mailbox.address],
    raw: mail.raw,
  });
  return { message_id: mail.messageId };
}

export async function pollStatus(db: Db, user: AuthUser) {
  const [row] = await db
    .select({ lastPolledAt: koxMailboxes.lastPolledAt, pollError: koxMailboxes.pollError })
    .from(koxMailboxes)
    .where(eq(koxMailboxes.userId, user.id));
  return { last_polled_at: row?.lastPolledAt?.toISOString() ?? null, poll_error: row?.pollError ?? null };
}
