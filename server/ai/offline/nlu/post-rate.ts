import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { OfflineReply } from '../plan-reply.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';

/**
 * A rate of posts ("engagement rate", "互动率"), which a dashboard does not compute: it counts engagements, likes,
 * comments and views. Ad rates (CTR, conversion rate) are the ad dashboards' and are not matched here; ads have
 * no engagement rate either.
 */
const POST_RATE = /\b(engagement|interaction|like|comment|view)s?[\s-]+rates?\b|(互动|点赞|评论|播放)率/iu;

/**
 * Comparisons of subjects or of two spans show the engagement rate beside the counts: "Nike和Adidas的互动率对比"
 * is answered as asked.
 */
const SHOW_ENGAGEMENT_RATE: ReadonlySet<unknown> = new Set(['compare_subjects', 'compare_periods']);

/**
 * The reply read with counts, when it is such a comparison of the engagement rate: a comparison of two spans then
 * shows every measure (its asked measure alone would leave the rate out). Undefined otherwise.
 */
export function withTheRate(text: string, reply: OfflineReply): OfflineReply | undefined {
  const rate = POST_RATE.exec(text);
  const engagement = /^(?:engagement|interaction|互动)$/iu.test(rate?.[1] ?? rate?.[2] ?? '');
  if (!engagement || reply.type !== 'tool-call' || reply.toolName !== 'query_dashboard') return undefined;
  const { metric: _, ...input } = reply.input as { question?: unknown; metric?: unknown };
  if (!SHOW_ENGAGEMENT_RATE.has(input.question)) return undefined;
  return input.question === 'compare_periods' ? { ...reply, input } : reply;
}

/** The request with the rate read as its count ("engagement rate" → "engagements"), or undefined without one. */
export function withCountForRate(text: string): string | undefined {
  const match = POST_RATE.exec(text);
  if (!match) return undefined;
  const count = match[1] ? `${match[1].toLowerCase()}s` : match[2]!;
  return text.slice(0, match.index) + count + text.slice(match.index + match[0].length);
}

const NOT_A_RATE: Record<Language, string> = {
  zh: '看板只在主体对比和时段对比中给出互动率；排行、趋势等统计的是互动、点赞、评论和播放的数量。',
  en: 'Dashboards give the engagement rate only when comparing subjects or periods; rankings, trends and the rest count engagements, likes, comments and views.',
};

const INSTEAD: Record<Language, string> = { zh: '要改看数量吗？', en: 'Look at the counts instead?' };
/** Between the sentence and the question that follows it. */
const THEN: Record<Language, string> = { zh: '', en: ' ' };

/**
 * The reply to the request read with counts, told first that rates are not computed: a question gains that
 * sentence, and a tool call becomes a question whose one choice is that call (`choiceOf`), so that a count is
 * never shown as if it were the rate asked for.
 */
export function countsInstead(
  reply: OfflineReply,
  choiceOf: (toolName: string, input: unknown) => Choice | null,
  lang: Language,
): AskUserInput | string {
  if (reply.type === 'text') return `${NOT_A_RATE[lang]}\n\n${reply.text}`;
  if (reply.toolName === 'ask_user') {
    const asked = reply.input as AskUserInput;
    return { ...asked, question: `${NOT_A_RATE[lang]}${THEN[lang]}${asked.question}` };
  }
  const choice = choiceOf(reply.toolName, reply.input);
  if (!choice) return NOT_A_RATE[lang];
  return { question: `${NOT_A_RATE[lang]}${THEN[lang]}${INSTEAD[lang]}`, choices: [choice] };
}
