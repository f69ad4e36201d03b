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
  close(output, lang) {
    const name = escapeMarkdown(createDashboardTool.output.parse(output).name);
    return lang === 'zh'
      ? `已开始创建看板「${name}」：正在采集数据，卡片会显示进度，完成后会在面板中打开。`
      : `Started the dashboard **${name}**: collecting posts now. The card shows the progress, and the dashboard opens in the panel when it is ready.`;
  },
};
