import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { openKoxTool } from '../../../../src/tools/open-kox/contract.ts';
import { koxCreatorOf } from '../nlu/slots/kox-filters.ts';
import { mentionsOf } from '../nlu/slots/mentions.ts';
import type { OfflineSkill } from './offline-skill.ts';

type Facts = NonNullable<ReturnType<typeof openKoxTool.output.parse>['facts']>;

const compact = (n: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(n);
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The public database's figures of the creator, in a sentence: what a question about them asks. */
function factsSentence(f: Facts, lang: Language): string {
  const email = f.email ? escapeMarkdown(f.email) : null;
  if (lang === 'zh')
    return `粉丝 ${compact(f.followers, lang)}，平均播放 ${compact(f.avg_views, lang)}，互动率 ${f.engagement_rate}%，视频报价 ${usd(f.price_per_video_usd)}，图文报价 ${usd(f.price_per_post_usd)}${email ? `，邮箱 ${email}` : '，没有公开邮箱'}。`;
  return `${compact(f.followers, lang)} followers, ${compact(f.avg_views, lang)} average views, ${f.engagement_rate}% engagement, ${usd(f.price_per_video_usd)} a video and ${usd(f.price_per_post_usd)} a post${email ? `; e-mail ${email}` : '; no public e-mail'}.`;
}

export const openKoxSkill: OfflineSkill = {
  toolName: openKoxTool.name,
  read(text) {
    // "how many followers does @priyaruns1 have?": a mention is the creator, whatever the words around it.
    const creator = mentionsOf(text)[0] ?? koxCreatorOf(text);
    return creator ? { creator } : {};
  },
  ask: (slots, lang) =>
    slots.creator
      ? null
      : {
          question: lang === 'zh' ? '要打开哪位达人？' : 'Which creator should I open?',
          choices: [
            {
              label: lang === 'zh' ? '搜索达人' : 'Find creators',
              message: lang === 'zh' ? '找达人' : 'Find creators',
            },
          ],
        },
  choice: (slots, lang) =>
    typeof slots.creator === 'string'
      ? {
          label: lang === 'zh' ? '打开达人详情' : 'Open the creator',
          message: lang === 'zh' ? `打开达人${slots.creator}的详情` : `Open the creator ${slots.creator}`,
        }
      : null,
  help: {
    en: '**Open a creator**: “open the creator Lily Chen”, “how many followers does @priyaruns1 have?”.',
    zh: '**打开达人详情**：“打开达人李佳的详情”、“@priyaruns1有多少粉丝？”。',
  },
  can: {
    en: 'open a creator’s detail (“open the creator Lily Chen”)',
    zh: '打开达人详情（“打开达人李佳的详情”）',
  },
  close(output, lang) {
    const { nickname, facts, sample } = openKoxTool.output.parse(output);
    const name = escapeMarkdown(nickname);
    const said = facts ? factsSentence(facts, lang) : '';
    if (lang === 'zh') {
      const who = `找到了达人「${name}」${sample ? '（示例数据）' : ''}`;
      return said ? `${who}：${said}可在卡片中打开详情。` : `${who}，可在卡片中打开详情。`;
    }
    return `Found **${name}**${sample ? ' (sample data)' : ''}${said ? `: ${said}` : '.'} Open the detail from the card.`;
  },
};
