import type { JudgmentMethod } from '../kox-template-values.ts';
import { parseLabelRule, type RuleCondition } from './label-rule.ts';
import { excerptAround, findPhrase, ownWordsOf, readable } from './reply-text.ts';

export interface JudgedLabel {
  label_id: string;
  name: string;
  judgment_method: JudgmentMethod;
  judgment_rule: string;
}

/** What there is to judge: a reply, or the silence after the last e-mail sent to the creator. */
export type ReplyEvent =
  | { kind: 'reply'; from: string; subject: string; text: string }
  | { kind: 'no_reply'; last_sent_at: Date; now: Date };

/** One condition that held, and the text that made it hold. */
export interface RuleEvidence {
  condition: RuleCondition['kind'];
  /** The phrase or domain found (contains any, from domain). */
  found?: string;
  /** The words around it in the reply. */
  excerpt?: string;
  /** Days without a reply (no reply after). */
  days?: number;
}

/**
 * One condition that held, with what the reader needs to say it in their own language (the screen words it in zh
 * or en; `reason` is the English sentence kept in the log).
 */
export type ReasonPart =
  | { kind: 'contains_any'; found: string; excerpt: string }
  | { kind: 'contains_none'; phrases: string[] }
  | { kind: 'from_domain'; found: string }
  | { kind: 'no_reply_after'; days: number; rule_days: number };

export interface RuleJudgment {
  label_id: string;
  label_name: string;
  /** Which rule matched which text, in words. */
  reason: string;
  /** The same, one part per condition, for a reader in either language. */
  reason_parts: ReasonPart[];
  evidence: RuleEvidence[];
  /**
   * What the rules read: the creator's own words (the reply without the quoted e-mail, and the subject unless it is
   * a "Re:" of ours), or the silence.
   */
  text_read: string;
}

const DAY_MS = 86_400_000;
const REPLY_PREFIX = /^\s*(re|aw|sv|回复|答复)\s*[:：]/i;

const quoted = (s: string) => `"${s}"`;

function partOf(e: RuleEvidence, condition: RuleCondition): ReasonPart {
  switch (condition.kind) {
    case 'contains_any':
      return { kind: condition.kind, found: e.found!, excerpt: e.excerpt! };
    case 'contains_none':
      return { kind: condition.kind, phrases: condition.phrases };
    case 'from_domain':
      return { kind: condition.kind, found: e.found! };
    case 'no_reply_after':
      return { kind: condition.kind, days: e.days!, rule_days: condition.days };
  }
}

function sentence(part: ReasonPart): string {
  switch (part.kind) {
    case 'contains_any':
      return `contains ${quoted(part.found)} (${quoted(part.excerpt)})`;
    case 'contains_none':
      return `contains none of ${part.phrases.map(quoted).join(', ')}`;
    case 'from_domain':
      return `comes from ${part.found}`;
    case 'no_reply_after':
      return `no reply ${part.days} days after the last e-mail (rule: ${part.rule_days} days)`;
  }
}

/** The evidence that the condition holds for the event, or null when it does not. */
function holds(condition: RuleCondition, event: ReplyEvent, text: string): RuleEvidence | null {
  if (condition.kind === 'no_reply_after') {
    if (event.kind !== 'no_reply') return null;
    const days = Math.floor((event.now.getTime() - event.last_sent_at.getTime()) / DAY_MS);
    return days >= condition.days ? { condition: condition.kind, days } : null;
  }
  if (event.kind !== 'reply') return null;
  if (condition.kind === 'from_domain') {
    const domain = event.from.trim().toLowerCase().split('@').pop() ?? '';
    const found = condition.domains.find((d) => domain === d || domain.endsWith(`.${d}`));
    return found ? { condition: condition.kind, found: domain } : null;
  }
  const hits = condition.phrases.map((phrase) => ({ phrase, at: findPhrase(text, phrase) }));
  if (condition.kind === 'contains_none')
    return hits.every((h) => h.at === null) ? { condition: condition.kind } : null;
  const hit = hits.find((h) => h.at !== null);
  return hit ? { condition: condition.kind, found: hit.phrase, excerpt: excerptAround(text, hit.at!) } : null;
}

function textRead(event: ReplyEvent): string {
  if (event.kind === 'no_reply')
    return `No reply since ${event.last_sent_at.toISOString()} (judged ${event.now.toISOString()}).`;
  const words = ownWordsOf(event.text);
  // "Re: <our subject>" repeats our words ("paid collaboration, budget inside"): only a subject of their own counts.
  const subject = REPLY_PREFIX.test(event.subject) ? '' : event.subject.trim();
  return subject ? `${subject}\n\n${words}` : words;
}

/**
 * The first label, top to bottom, judged by rules whose every condition holds for the event, with the reason;
 * null when none does (the reply then waits for the model's labels or a person). Labels judged by the model and
 * labels without a rule are passed over.
 */
export function judgeReplyByRules(labels: readonly JudgedLabel[], event: ReplyEvent): RuleJudgment | null {
  const read = textRead(event);
  const text = readable(read);
  for (const label of labels) {
    if (label.judgment_method !== 'rules') continue;
    const rule = parseLabelRule(label.judgment_rule);
    if (!rule.ok || rule.conditions.length === 0) continue;
    const evidence: RuleEvidence[] = [];
    for (const condition of rule.conditions) {
      const held = holds(condition, event, text);
      if (!held) break;
      evidence.push(held);
    }
    if (evidence.length !== rule.conditions.length) continue;
    const parts = rule.conditions.map((c, i) => partOf(evidence[i]!, c));
    const because = parts.map(sentence).join('; ');
    return {
      label_id: label.label_id,
      label_name: label.name,
      reason: `${label.name}: ${event.kind === 'reply' ? `the reply ${because}` : because}.`,
      reason_parts: parts,
      evidence,
      text_read: read,
    };
  }
  return null;
}
