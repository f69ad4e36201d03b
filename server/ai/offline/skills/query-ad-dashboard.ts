import { queryAdDashboardTool } from '../../../../src/tools/query-ad-dashboard/contract.ts';
import { adQueryChoice, missingAdQuestion } from '../nlu/ad-dashboard-choices.ts';
import { readAdQuery } from '../nlu/read-ad-query.ts';
import { noteSampleData } from '../sample-data-note.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { adCloseText } from './query-ad-dashboard-close.ts';

export const queryAdDashboardSkill: OfflineSkill = {
  toolName: queryAdDashboardTool.name,
  read: (text, today) => ({ ...readAdQuery(text, today) }),
  ask: missingAdQuestion,
  choice: adQueryChoice,
  help: {
    en: '**Ask about ads**: “which hook had the best ROI last week?”, “spend by product”, “which product’s cost per purchase rose most?”, “show the best ads”, “ROI trend”.',
    zh: '**查询广告数据**：“上周哪个钩子的ROI最高？”“各产品的花费”“哪个产品的转化成本上涨最多？”“表现最好的广告”“ROI趋势”。',
  },
  can: {
    en: 'answer questions about ads (“which hook had the best ROI last week?”)',
    zh: '回答广告数据的问题（“上周哪个钩子的ROI最高？”）',
  },
  close(output, lang) {
    const parsed = queryAdDashboardTool.output.parse(output);
    return noteSampleData(adCloseText(parsed, lang), parsed.data_sources, lang);
  },
};
