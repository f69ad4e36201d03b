import { createDashboardTool } from '../../../../src/tools/create-dashboard/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { dashboardChoice, missingSubjectsQuestion } from '../nlu/dashboard-request-choices.ts';
import { readDashboardRequest } from '../nlu/read-dashboard-request.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const createDashboardSkill: OfflineSkill = {
  toolName: createDashboardTool.name,
  read(text) {
    const { name, subjects, media, regions, languages, frequency } = readDashboardRequest(text);
    return {
      ...(name ? { name } : {}),
      subjects,
      media: media.length ? media : ['youtube'],
      ...(regions.length ? { regions } : {}),
      ...(languages.length ? { languages } : {}),
      frequency,
    };
  },
  ask: missingSubjectsQuestion,
  choice: dashboardChoice,
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
