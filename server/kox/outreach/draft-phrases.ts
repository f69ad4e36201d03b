import type { Language } from '../../../src/tools/switch-language/contract.ts';

/** What the offline model writes around the brief and the template's fields, in each language it writes. */
export interface DraftPhrases {
  subject(product: string, creator: string): string;
  greeting(creator: string): string;
  /** The personal line: a recent post by title when there is one, else the creator's topic. */
  noticed(sender: string, platform: string, topic: string | null, recentPost: string | null): string;
  launching(product: string): string;
  objective(text: string): string;
  request(text: string): string;
  audience(text: string): string;
  ask: string;
  signOff(sender: string): string;
  /** Joins the paragraphs of the body. */
  paragraphs: string;
  /** Between two sentences of a paragraph. */
  sentences: string;
}

const EN: DraftPhrases = {
  subject: (product, creator) => `Collaboration: ${product} × ${creator}`,
  greeting: (creator) => `Hi ${creator},`,
  noticed: (sender, platform, topic, recentPost) => {
    const about = topic ? `${topic.toLowerCase()} content` : 'content';
    return recentPost
      ? `I'm ${sender}, and I've been following your ${platform} channel: "${recentPost}" is exactly the kind of ${about} our audience loves.`
      : `I'm ${sender}, and I've been following your ${about} on ${platform}.`;
  },
  launching: (product) => `We're working on ${product}, and I think it is a natural fit for you.`,
  objective: (text) => `What we hope to achieve: ${text}`,
  request: (text) => `What we would love from you: ${text}`,
  audience: (text) => `Who we want to reach: ${text}`,
  ask: "Would you be open to a collaboration? Just reply to this e-mail and I'll send you the details.",
  signOff: (sender) => `Best regards,\n${sender}`,
  paragraphs: '\n\n',
  sentences: ' ',
};

const ZH: DraftPhrases = {
  subject: (product, creator) => `合作邀约：${product} × ${creator}`,
  greeting: (creator) => `${creator}，你好！`,
  noticed: (sender, platform, topic, recentPost) => {
    const about = topic ? `${topic}内容` : '内容';
    return recentPost
      ? `我是${sender}，一直在关注你的 ${platform} 账号，《${recentPost}》正是我们的受众喜欢的${about}。`
      : `我是${sender}，一直在关注你在 ${platform} 上的${about}。`;
  },
  launching: (product) => `我们正在推广${product}，觉得和你的风格非常契合。`,
  objective: (text) => `我们的目标：${text}`,
  request: (text) => `希望与你合作的内容：${text}`,
  audience: (text) => `希望触达的人群：${text}`,
  ask: '不知道你是否有兴趣合作？直接回复这封邮件即可，我会把详细方案发给你。',
  signOff: (sender) => `祝好，\n${sender}`,
  paragraphs: '\n\n',
  sentences: '',
};

export const DRAFT_PHRASES: Record<Language, DraftPhrases> = { en: EN, zh: ZH };
