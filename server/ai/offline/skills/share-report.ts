import { DEFAULT_SHARE_DAYS, shareReportTool } from '../../../../src/tools/share-report/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { normalizeText } from '../normalize-text.ts';
import {
  CHINESE_NUMBER,
  ENGLISH_NUMBER,
  parseEnglishNumber,
  parseNumber,
} from '../nlu/slots/chinese-number.ts';
import { dashboardNameOf } from '../nlu/slots/dashboard-name.ts';
import { foldText } from '../nlu/slots/fold-text.ts';
import { shareCodeOf } from '../nlu/slots/share-code.ts';
import type { OfflineSkill } from './offline-skill.ts';

const COUNT = `\\d{1,3}|${CHINESE_NUMBER}|\\b(?:${ENGLISH_NUMBER})`;
const count = (raw: string) =>
  /^\d+$|^\P{Script=Han}+$/u.test(raw) ? parseEnglishNumber(raw) : parseNumber(raw);
/** "一个半月" is a month and a half. */
const UNITS: [RegExp, number][] = [
  [new RegExp(`(${COUNT})\\s*(?:days?|天|日)`, 'iu'), 1],
  [new RegExp(`(${COUNT})\\s*(?:weeks?|个?周|个?礼拜|个?星期)`, 'iu'), 7],
  [new RegExp(`(${COUNT})\\s*(?:months?|个(半)?月)`, 'iu'), 30],
  [new RegExp(`(${COUNT})\\s*(?:years?|年)`, 'iu'), 365],
];

/** "for 30 days", "三十天", "two weeks", "两周", "一个半月": how long the link stays valid. */
export function validDaysOf(raw: string): number {
  const text = normalizeText(raw);
  for (const [pattern, days] of UNITS) {
    const m = pattern.exec(text);
    const n = count(m?.[1] ?? '') + (m?.[2] ? 0.5 : 0);
    if (m && !Number.isNaN(n)) return Math.min(365, Math.max(1, Math.round(n * days)));
  }
  return DEFAULT_SHARE_DAYS;
}

export const shareReportSkill: OfflineSkill = {
  toolName: shareReportTool.name,
  read(text) {
    const { name } = dashboardNameOf(foldText(text));
    const code = shareCodeOf(text);
    return {
      valid_days: validDaysOf(text),
      ...(name ? { dashboard_name: name } : {}),
      ...(code ? { code } : {}),
    };
  },
  choice(slots, lang) {
    const days = Number(slots.valid_days) || DEFAULT_SHARE_DAYS;
    const name = typeof slots.dashboard_name === 'string' ? slots.dashboard_name : '';
    return lang === 'zh'
      ? { label: '分享看板', message: `分享${name ? `「${name}」` : '这个'}看板，有效期${days}天` }
      : {
          label: 'Share the dashboard',
          message: `Share ${name ? `“${name}”` : 'this dashboard'} for ${days} days`,
        };
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
