import { and, eq, isNull } from 'drizzle-orm';
import type { ModelReplyJudge } from '../../../src/lib/kox-label-judgment.ts';
import {
  judgeReplyByRules,
  type ReasonPart,
  type ReplyEvent,
} from '../../../src/lib/kox-label-rules/judge-reply-by-rules.ts';
import { ownWordsOf } from '../../../src/lib/kox-label-rules/reply-text.ts';
import type { Db } from '../../db/client.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { koxLabelJudgments, koxOutreachReplies, koxProjectCreators } from '../../db/schema/index.ts';
import { judgedLabelOf, projectLabels, type ProgressLabelRow } from './project-labels.ts';

type ReplyRow = typeof koxOutreachReplies.$inferSelect;
export type JudgmentRow = typeof koxLabelJudgments.$inferSelect;

const TEXT_READ_MAX = 20_000;

export const NO_MODEL_REASON =
  'No AI provider is configured: the offline model cannot read mail, so the labels judged by the model were not tried. The reply waits for a person.';
export const NOTHING_HELD_REASON = 'No label’s rule holds for this reply: it waits for a person.';

interface Verdict {
  label: ProgressLabelRow | null;
  judgedBy: 'rules' | 'model';
  reason: string;
  /** A rules verdict's reason by condition. */
  reasonParts?: ReasonPart[];
  textRead: string;
}

/** Logs a verdict and, when it names a label, puts the creator under it. */
export async function recordVerdict(
  db: Db,
  at: { teamId: string; projectId: string; creatorId: string; replyId: string | null },
  verdict: Verdict,
): Promise<JudgmentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(koxLabelJudgments)
      .values({
        ...at,
        labelId: verdict.label?.id ?? null,
        labelName: verdict.label?.name ?? null,
        method: verdict.label?.judgmentMethod ?? null,
        judgedBy: verdict.judgedBy,
        reason: verdict.reason,
        reasonParts: verdict.reasonParts ?? null,
        textRead: verdict.textRead.slice(0, TEXT_READ_MAX),
      })
      .returning();
    if (verdict.label)
      await tx
        .update(koxProjectCreators)
        .set({ labelId: verdict.label.id })
        .where(
          and(eq(koxProjectCreators.projectId, at.projectId), eq(koxProjectCreators.creatorId, at.creatorId)),
        );
    return row!;
  });
}

/**
 * Judges a creator's reply against the project's template labels, top to bottom: by rules first (pure, instant),
 * then the labels judged by the model through the configured provider. Every outcome is logged, including none.
 */
export async function judgeReply(
  db: Db,
  reply: ReplyRow,
  modelJudge: ModelReplyJudge | null,
): Promise<JudgmentRow> {
  const labels = await projectLabels(db, reply.projectId);
  const event: ReplyEvent = {
    kind: 'reply',
    from: reply.fromAddress,
    subject: reply.subject,
    text: reply.text,
  };
  const at = {
    teamId: reply.teamId,
    projectId: reply.projectId,
    creatorId: reply.creatorId,
    replyId: reply.id,
  };
  const byRules = judgeReplyByRules(labels.map(judgedLabelOf), event);
  if (byRules) {
    const label = labels.find((l) => l.id === byRules.label_id)!;
    return recordVerdict(db, at, {
      label,
      judgedBy: 'rules',
      reason: byRules.reason,
      reasonParts: byRules.reason_parts,
      textRead: byRules.text_read,
    });
  }
  const byModel = labels.filter((l) => l.judgmentMethod === 'model');
  const ownWords = ownWordsOf(reply.text);
  if (byModel.length === 0)
    return recordVerdict(db, at, {
      label: null,
      judgedBy: 'rules',
      reason: NOTHING_HELD_REASON,
      textRead: ownWords,
    });
  if (!modelJudge)
    return recordVerdict(db, at, {
      label: null,
      judgedBy: 'model',
      reason: NO_MODEL_REASON,
      textRead: ownWords,
    });
  let judged;
  try {
    judged = await modelJudge({
      labels: byModel.map((l) => ({ ...judgedLabelOf(l), reply_strategy: l.replyStrategy })),
      fields: [],
      event: { ...event, text: ownWords },
    });
  } catch (err) {
    const reason = `The AI provider failed (${errorSummary(err).slice(0, 500)}): the reply waits for a person.`;
    return recordVerdict(db, at, { label: null, judgedBy: 'model', reason, textRead: ownWords });
  }
  const label = byModel.find((l) => l.id === judged.label_id) ?? null;
  return recordVerdict(db, at, {
    label,
    judgedBy: 'model',
    reason: label ? `${label.name}: ${judged.reason}` : `No label chosen: ${judged.reason}`,
    textRead: ownWords,
  });
}

/**
 * The replies of a mailbox kept but never judged (the process stopped between keeping and judging): judged now,
 * oldest first, so a reply is never left without its judgment.
 */
export async function judgeUnjudged(db: Db, mailboxUserId: string, modelJudge: ModelReplyJudge | null) {
  const rows = await db
    .select({ reply: koxOutreachReplies })
    .from(koxOutreachReplies)
    .leftJoin(koxLabelJudgments, eq(koxLabelJudgments.replyId, koxOutreachReplies.id))
    .where(
      and(
        eq(koxOutreachReplies.mailboxUserId, mailboxUserId),
        eq(koxOutreachReplies.kind, 'reply'),
        isNull(koxLabelJudgments.id),
      ),
    )
    .orderBy(koxOutreachReplies.receivedAt);
  for (const { reply } of rows) await judgeReply(db, reply, modelJudge);
  return rows.length;
}
