import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LabelJudgment } from '../../../src/lib/kox-label-judgment.ts';
import type { Db } from '../../db/client.ts';
import { koxLabelJudgments, koxOutreachReplies } from '../../db/schema/index.ts';
import type { JudgmentRow } from './judge-reply.ts';

/** The API's record of a judgment; `overridden` when a person's judgment names it. */
export function judgmentDto(row: JudgmentRow, messageId: string | null, overridden: boolean): LabelJudgment {
  return {
    judgment_id: row.id,
    project_creator_id: row.creatorId,
    label_id: row.labelId,
    label_name: row.labelName,
    method: row.method,
    judged_by: row.judgedBy,
    reason: row.reason,
    reason_parts: row.reasonParts,
    text_read: row.textRead,
    message_id: messageId,
    overridden,
    overrides_judgment_id: row.overridesJudgmentId,
    judged_by_user_id: row.judgedByUserId,
    judged_at: row.judgedAt.toISOString(),
  };
}

/** Judgments with the Message-ID they read and whether a person overrode them. */
export async function judgmentDtos(db: Db, rows: JudgmentRow[]): Promise<LabelJudgment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const replyIds = rows.map((r) => r.replyId).filter((id) => id !== null);
  const [overrides, replies] = await Promise.all([
    db
      .select({ id: koxLabelJudgments.overridesJudgmentId })
      .from(koxLabelJudgments)
      .where(
        and(
          isNotNull(koxLabelJudgments.overridesJudgmentId),
          inArray(koxLabelJudgments.overridesJudgmentId, ids),
        ),
      ),
    replyIds.length
      ? db
          .select({ id: koxOutreachReplies.id, messageId: koxOutreachReplies.messageId })
          .from(koxOutreachReplies)
          .where(inArray(koxOutreachReplies.id, replyIds))
      : [],
  ]);
  const overridden = new Set(overrides.map((o) => o.id));
  const messageOf = new Map(replies.map((r) => [r.id, r.messageId]));
  return rows.map((r) =>
    judgmentDto(r, r.replyId ? (messageOf.get(r.replyId) ?? null) : null, overridden.has(r.id)),
  );
}

export const newestFirst = [desc(koxLabelJudgments.judgedAt), desc(sql`${koxLabelJudgments.id}`)];
export const judgmentsOf = (projectId: string, creatorId?: string) =>
  and(
    eq(koxLabelJudgments.projectId, projectId),
    creatorId ? eq(koxLabelJudgments.creatorId, creatorId) : undefined,
  );
