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
  close(output, lang) {
    const name = escapeMarkdown(createDashboardTool.output.parse(output).name);
    return lang === 'zh'
      ? `已开始创建看板「${name}」：正在采集数据，卡片会显示进度，完成后会在面板中打开。`
      : `Started the dashboard **${name}**: collecting posts now. The card shows the progress, and the dashboard opens in the panel when it is ready.`;
  },
};
