import { queryDashboardTool } from '../../../../src/tools/query-dashboard/contract.ts';
import { queryChoice, missingQuestion } from '../nlu/query-choices.ts';
import { readQuery } from '../nlu/read-query.ts';
import { noteSampleData } from '../sample-data-note.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { closeText } from './query-dashboard-close.ts';

export const queryDashboardSkill: OfflineSkill = {
  toolName: queryDashboardTool.name,
  read: (text, today) => ({ ...readQuery(text, today) }),
  ask: missingQuestion,
  choice: queryChoice,
  help: {
    en: '**Ask about a dashboard**: “which video has the most views?”, “top 5 videos by likes”, “how did views trend”, “compare the subjects”, “what is the sentiment”, “the most popular hashtag on TikTok”.',
    zh: '**查询看板**：“哪个视频播放量最高？”“点赞最多的前5个视频”“播放量趋势”“对比各主体”“情感倾向如何”“抖音上最火的话题标签”。',
  },
  can: {
    en: 'answer questions about a dashboard (“which video has the most views?”)',
    zh: '回答关于看板的问题（“哪个视频播放量最高？”）',
  },
  close(output, lang) {
    const parsed = queryDashboardTool.output.parse(output);
    return noteSampleData(closeText(parsed, lang), parsed.data_sources, lang);
  },
};
