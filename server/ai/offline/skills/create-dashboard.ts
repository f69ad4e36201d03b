import { createDashboardTool } from '../../../../src/tools/create-dashboard/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { mentionsAny } from '../normalize-text.ts';
import { TRACK_WORDS, frequencyOf, mediaOf, regionsOf, subjectsOf } from './dashboard-request.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const createDashboardSkill: OfflineSkill = {
  toolName: createDashboardTool.name,
  match(text) {
    if (!mentionsAny(text, TRACK_WORDS)) return null;
    const subjects = subjectsOf(text);
    if (subjects.length === 0) return null;
    const media = mediaOf(text);
    const regions = regionsOf(text);
    return {
      subjects,
      media: media.length ? media : ['youtube'],
      ...(regions.length ? { regions } : {}),
      frequency: frequencyOf(text),
    };
  },
  miss(text) {
    if (!mentionsAny(text, TRACK_WORDS)) return null;
    return {
      en: 'What should the dashboard track? Name the brands or topics, e.g. “track Nike and Adidas running shoes on YouTube in the US, weekly”, or type `/dashboard` for the form.',
      zh: '要追踪什么呢？请说出品牌或话题，例如“在YouTube上追踪耐克和阿迪达斯跑鞋，美国，每周”，或输入 `/dashboard` 使用表单。',
    };
  },
  help: {
    en: '**Create a dashboard**: “track Nike and Adidas running shoes on YouTube in the US, weekly”. The card shows the collection and the dashboard opens when it is ready.',
    zh: '**创建看板**：“在YouTube上追踪耐克和阿迪达斯跑鞋，美国，每周”。卡片会显示采集进度，完成后自动打开看板。',
  },
  can: {
    en: 'create a dashboard (“track Nike running shoes on YouTube”)',
    zh: '创建看板（“在YouTube上追踪耐克跑鞋”）',
  },
  // Written once and kept in the history: only what stays true (no "collecting now"); the card shows the status.
  close(output, lang) {
    const result = createDashboardTool.output.parse(output);
    if (result.outcome === 'duplicate') {
      const existing = escapeMarkdown(result.existing_name);
      return lang === 'zh'
        ? `你已经有一个分析相同主体的看板「${existing}」，所以没有重复创建。可以在卡片中打开它，或选择仍然新建。`
        : `You already have **${existing}** on the same subjects, so I did not create another. Open it from the card, or choose to create a new one anyway.`;
    }
    const name = escapeMarkdown(result.name);
    return lang === 'zh'
      ? `已创建看板「${name}」。卡片会显示它的采集与分析状态。`
      : `Created the dashboard **${name}**. Its card shows where collection and analysis stand.`;
  },
};
