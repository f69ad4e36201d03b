import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { DRAFT_PHRASES } from '../../kox/outreach/draft-phrases.ts';

const REMINDER = {
  en: (product: string, n: number) =>
    n === 1
      ? `I'm following up on my e-mail below about ${product}, in case it got buried.`
      : `One more short note about ${product}: the offer below still stands.`,
  zh: (product: string, n: number) =>
    n === 1
      ? `想跟进一下之前关于${product}的合作邀约，担心邮件被淹没了。`
      : `再简单跟进一次${product}的合作：下面的方案依然有效。`,
} as const;

export interface FollowUpInput {
  language: Language;
  /** The invitation it follows up: its subject and Message-ID thread it. */
  invitationSubject: string;
  number: number;
  creatorName: string;
  product: string;
  senderName: string;
}

/**
 * The offline model's follow-up (issue 13): short, in the invitation's language, threaded under it as
 * "Re: <invitation subject>", with the creator's name and the promoted product; the label's strategy is English
 * guidance for a model and is what these sentences follow (remind briefly, restate the offer, easy answer).
 */
export function followUpEmail(input: FollowUpInput): { subject: string; body: string } {
  const phrases = DRAFT_PHRASES[input.language];
  return {
    subject: `Re: ${input.invitationSubject}`,
    body: [
      phrases.greeting(input.creatorName),
      REMINDER[input.language](input.product, input.number),
      phrases.ask,
      phrases.signOff(input.senderName),
    ].join(phrases.paragraphs),
  };
}
