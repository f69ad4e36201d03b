import type { Language } from '../../../src/tools/switch-language/contract.ts';

/** A model's e-mail is kept short: an invitation is read on a phone, and the send endpoint's limits are far. */
export const MODEL_DRAFT_LIMITS = { subject: 200, body: 6_000 } as const;

/** What a model may leave for a person to fill: `{{name}}`, `[Your name]`, `【姓名】`, `<creator>`. */
const LEFT_PLACEHOLDER =
  /\{\{|\}\}|\[(?:your|creator|brand|product|name|insert|recipient|sender)[^\]]*\]|【[^】]*】|<(?:name|creator|sender|product)>/i;
const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ModelDraftAnswer {
  subject: string;
  body: string;
  /** For each required template field, the body's sentence that carries it. */
  required_fields: { name: string; sentence: string }[];
}

/**
 * Why a model's e-mail cannot be used, or null: empty, too long, a placeholder left, not in the language asked
 * for (Chinese has Han characters; English has almost none), or a required template field it does not show
 * carrying in a sentence of the body.
 */
export function modelDraftIssue(
  answer: ModelDraftAnswer,
  expected: { language: Language; required: readonly string[]; subjectFixed?: boolean },
): string | null {
  const subject = answer.subject.trim();
  const body = answer.body.trim();
  // A fixed subject ("Re: " and the invitation's, a person's words) is not the model's to answer for.
  if (!expected.subjectFixed) {
    if (!subject) return 'empty_subject';
    if (subject.length > MODEL_DRAFT_LIMITS.subject) return 'subject_too_long';
    if (LEFT_PLACEHOLDER.test(subject)) return 'placeholder_left';
  }
  if (!body) return 'empty_body';
  if (body.length > MODEL_DRAFT_LIMITS.body) return 'body_too_long';
  if (LEFT_PLACEHOLDER.test(body)) return 'placeholder_left';
  const letters = body.match(LETTER)?.length ?? 0;
  const han = body.match(HAN)?.length ?? 0;
  if (expected.language === 'zh' ? han < letters * 0.3 : han > letters * 0.05) return 'wrong_language';
  const flatBody = squeeze(body);
  for (const name of expected.required) {
    const carried = answer.required_fields.find((f) => f.name.trim() === name.trim());
    const sentence = carried ? squeeze(carried.sentence) : '';
    if (sentence.length < 2 || !flatBody.includes(sentence)) return `required_field_not_covered: ${name}`;
  }
  return null;
}
