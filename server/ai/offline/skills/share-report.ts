import { DEFAULT_SHARE_DAYS, shareReportTool } from '../../../../src/tools/share-report/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { mentionsAny } from '../normalize-text.ts';
import type { OfflineSkill } from './offline-skill.ts';

const SHARE_WORDS = ['share', 'sharing', 'share link', '分享', '共享', '分享链接'];
const WHAT_WORDS = ['report', 'dashboard', 'this', 'it', 'link', '报告', '看板', '这个', '链接', '报表'];

/** "for 30 days", "30天", "a week", "一个月": how long the link stays valid. */
export function validDaysOf(text: string): number {
  const days = /(\d{1,3})\s*(?:days?|天|日)/u.exec(text);
  if (days) return Math.min(365, Math.max(1, Number(days[1])));
  const weeks = /(\d{1,2})\s*(?:weeks?|周|个星期)/u.exec(text);
  if (weeks) return Math.min(365, Math.max(1, Number(weeks[1]) * 7));
  if (mentionsAny(text, ['a month', 'one month', '一个月', '1个月'])) return 30;
  if (mentionsAny(text, ['a year', 'one year', '一年'])) return 365;
  if (mentionsAny(text, ['a week', 'one week', '一周', '一个星期'])) return 7;
  return DEFAULT_SHARE_DAYS;
}

export const shareReportSkill: OfflineSkill = {
  toolName: shareReportTool.name,
  match(text) {
    if (!mentionsAny(text, SHARE_WORDS) || !mentionsAny(text, WHAT_WORDS)) return null;
    return { valid_days: validDaysOf(text) };
  },
  help: {
    en: '**Share a dashboard**: “share this report for 30 days”. The link and its code are created once you approve in the card.',
    zh: '**分享看板**：“分享这个报告 30 天”。在卡片中确认后才会生成链接和提取码。',
  },
  can: { en: 'share a dashboard by link (“share this report”)', zh: '通过链接分享看板（“分享这个报告”）' },
  // The sentence outlives the approval (the stored output is rewritten, this text is not), so it says what stays
  // true whichever way the user decides; the card says where the decision stands.
  close(output, lang) {
    const result = shareReportTool.output.parse(output);
    const name = escapeMarkdown(result.dashboard_name);
    if (result.status === 'approved')
      return lang === 'zh' ? `已为「${name}」创建分享链接。` : `The share link for **${name}** is ready.`;
    if (result.status === 'declined')
      return lang === 'zh' ? `已取消分享「${name}」。` : `Sharing **${name}** was declined.`;
    return lang === 'zh'
      ? `我为「${name}」准备了 ${result.valid_days} 天有效的分享。只有你在卡片中同意后，才会生成链接和提取码。`
      : `I prepared sharing **${name}** for ${result.valid_days} days. A link and its code are created only if you approve in the card.`;
  },
};
