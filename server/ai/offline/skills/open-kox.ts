import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { openKoxTool } from '../../../../src/tools/open-kox/contract.ts';
import { koxCreatorOf } from '../nlu/slots/kox-filters.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const openKoxSkill: OfflineSkill = {
  toolName: openKoxTool.name,
  read(text) {
    const creator = koxCreatorOf(text);
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
    en: '**Open a creator**: “open the creator Lily Chen”.',
    zh: '**打开达人详情**：“打开达人李佳的详情”。',
  },
  can: {
    en: 'open a creator’s detail (“open the creator Lily Chen”)',
    zh: '打开达人详情（“打开达人李佳的详情”）',
  },
  close(output, lang) {
    const { nickname } = openKoxTool.output.parse(output);
    const name = escapeMarkdown(nickname);
    return lang === 'zh'
      ? `找到了达人「${name}」，在卡片中打开详情。`
      : `Found **${name}**; open the detail from the card.`;
  },
};
