import { z } from 'zod';
import type { JudgedLabel, ReplyEvent, RuleJudgment } from './kox-label-rules/judge-reply-by-rules.ts';
import { JUDGMENT_METHODS } from './kox-template-values.ts';

/*
 * How a creator came to carry a progress label (issue 13): every judgment is logged with its reason and the text
 * it read, and a person can override it. Rules are judged by `judgeReplyByRules`; the model's judgment is the
 * lead's to wire (`ModelReplyJudge` below); a person's override is a new record that names the one it replaces.
 */

/** Longer replies are logged cut: the judgment read them whole. */
const TEXT_READ_MAX = 20_000;

export const JUDGED_BY = ['rules', 'model', 'person'] as const;

const phrase = z.string().max(500);
export const reasonPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contains_any'), found: phrase, excerpt: phrase }),
  z.object({ kind: z.literal('contains_none'), phrases: z.array(phrase).max(100) }),
  z.object({ kind: z.literal('from_domain'), found: phrase }),
  z.object({ kind: z.literal('no_reply_after'), days: z.number().int(), rule_days: z.number().int() }),
]);

export const labelJudgmentSchema = z.object({
  judgment_id: z.string(),
  /** The project creator (a creator in a KOX project) the label is for. */
  project_creator_id: z.string(),
  /** The label chosen; null when nothing matched (the reply waits for a person). */
  label_id: z.string().nullable(),
  label_name: z.string().nullable(),
  /** How the chosen label says it is judged (spec §3), or null when nothing matched. */
  method: z.enum(JUDGMENT_METHODS).nullable(),
  /** Who decided: the rules, the model, or a person reviewing. */
  judged_by: z.enum(JUDGED_BY),
  /** In words: which rule matched which text, the model's explanation, or the person's note. */
  reason: z.string().max(4000),
  /** For a rules judgment: the reason one part per condition, for the screen to say in the reader's language. */
  reason_parts: z.array(reasonPartSchema).nullable(),
  /** What was read: the creator's own words of the reply (without the quoted e-mail), or the silence. */
  text_read: z.string().max(TEXT_READ_MAX),
  /** The e-mail read, when there was one. */
  message_id: z.string().nullable(),
  /** A person replaced this automatic judgment; the replaced record is kept, this flag set. */
  overridden: z.boolean(),
  /** For a person's judgment: the automatic one it overrides. */
  overrides_judgment_id: z.string().nullable(),
  judged_by_user_id: z.string().nullable(),
  judged_at: z.string(),
});
export type LabelJudgment = z.infer<typeof labelJudgmentSchema>;

/** What the model is given: the labels it may choose (those judged by the model) with their criteria in English. */
export interface ModelJudgeInput {
  labels: readonly (JudgedLabel & { reply_strategy: string })[];
  /** The template's fields the labels use, by name: the offer the creator answers. */
  fields: readonly { name: string; content: string }[];
  event: ReplyEvent;
}

/** The model's answer: a label of the input (or none) and why, in words. */
export interface ModelJudgment {
  label_id: string | null;
  reason: string;
  text_read: string;
}

/** The model's judgment of a reply; the lead implements it over the configured provider and the offline model. */
export type ModelReplyJudge = (input: ModelJudgeInput, signal?: AbortSignal) => Promise<ModelJudgment>;

/** The record of a rules judgment, ready to log. */
export function ruleJudgmentRecord(
  judgment: RuleJudgment,
  at: { judgment_id: string; project_creator_id: string; message_id: string | null; judged_at: Date },
): LabelJudgment {
  return {
    judgment_id: at.judgment_id,
    project_creator_id: at.project_creator_id,
    label_id: judgment.label_id,
    label_name: judgment.label_name,
    method: 'rules',
    judged_by: 'rules',
    reason: judgment.reason,
    reason_parts: judgment.reason_parts,
    text_read: judgment.text_read.slice(0, TEXT_READ_MAX),
    message_id: at.message_id,
    overridden: false,
    overrides_judgment_id: null,
    judged_by_user_id: null,
    judged_at: at.judged_at.toISOString(),
  };
}
