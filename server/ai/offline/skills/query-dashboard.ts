import {
  MAX_QUERY_LIMIT,
  queryDashboardTool,
  type DashboardQuestion,
  type QueryMetric,
} from '../../../../src/tools/query-dashboard/contract.ts';
import { mentionsAny } from '../normalize-text.ts';
import { closeText } from './query-dashboard-close.ts';
import type { OfflineSkill } from './offline-skill.ts';

const METRIC_WORDS: [QueryMetric, readonly string[]][] = [
  ['engagements', ['engagement', 'engagements', 'interactions', '互动']],
  ['comments', ['comments', 'commented', 'comment', '评论']],
  ['likes', ['likes', 'liked', 'like', '点赞', '喜欢']],
  ['views', ['views', 'viewed', 'view', 'watched', 'plays', '播放', '观看', '浏览']],
];
const RANK_WORDS = [
  'most',
  'top',
  'best',
  'highest',
  'biggest',
  'which',
  'popular',
  '最',
  '哪个',
  '哪条',
  '哪些',
  '前',
  '热门',
];
const POST_WORDS = ['video', 'videos', 'post', 'posts', 'content', '视频', '帖子', '内容', '作品'];
const CHANNEL_WORDS = [
  'channel',
  'channels',
  'creator',
  'creators',
  'account',
  'accounts',
  '频道',
  '博主',
  '账号',
  '创作者',
];

const QUESTIONS: [DashboardQuestion, (text: string) => boolean][] = [
  [
    'sentiment',
    (t) =>
      mentionsAny(t, [
        'sentiment',
        'feel about',
        'feeling',
        'emotion',
        'emotional',
        'positive or negative',
        '情感',
        '情绪',
        '口碑',
        '正面',
        '负面',
      ]),
  ],
  [
    'trend',
    (t) =>
      mentionsAny(t, [
        'trend',
        'trended',
        'trending over',
        'over time',
        'evolve',
        'changed',
        'change over',
        '趋势',
        '走势',
        '变化',
        '随时间',
      ]),
  ],
  [
    'compare_subjects',
    (t) =>
      mentionsAny(t, [
        'compare',
        'comparison',
        'versus',
        'vs',
        'subjects',
        '对比',
        '比较',
        '各主体',
        '分析主体',
      ]),
  ],
  ['top_channels', (t) => mentionsAny(t, CHANNEL_WORDS) && mentionsAny(t, RANK_WORDS)],
  [
    'top_posts',
    (t) =>
      (mentionsAny(t, POST_WORDS) && mentionsAny(t, RANK_WORDS)) ||
      /most (viewed|liked|commented)|(播放|点赞|评论|互动)(量)?(最高|最多)/u.test(t),
  ],
];

export function metricOf(text: string): QueryMetric | undefined {
  return METRIC_WORDS.find(([, words]) => mentionsAny(text, words))?.[0];
}

/** "top 5", "前10": how many rows; none named → the tool's default. */
export function limitOf(text: string): number | undefined {
  const n =
    /(?:top|first|前)\s*(\d{1,2})/u.exec(text) ?? /(\d{1,2})\s*(?:videos|posts|channels|个|条)/u.exec(text);
  return n ? Math.min(MAX_QUERY_LIMIT, Math.max(1, Number(n[1]))) : undefined;
}

/** A dashboard named in quotes: “Nike vs Adidas”, "Nike", 「耐克」. */
export function quotedName(text: string): string | undefined {
  const m = /[“"「『]([^”"」』]{1,100})[”"」』]/u.exec(text);
  return m?.[1]?.trim() || undefined;
}

export function questionOf(text: string): DashboardQuestion | null {
  return QUESTIONS.find(([, test]) => test(text))?.[0] ?? null;
}

export const queryDashboardSkill: OfflineSkill = {
  toolName: queryDashboardTool.name,
  match(text) {
    const name = quotedName(text);
    const asked = name ? text.replace(name, ' ') : text;
    const question = questionOf(asked);
    if (!question) return null;
    const metric = metricOf(asked);
    const limit = limitOf(asked);
    return {
      question,
      ...(metric ? { metric } : {}),
      ...(limit ? { limit } : {}),
      ...(name ? { dashboard_name: name } : {}),
    };
  },
  help: {
    en: '**Ask about a dashboard**: “which video has the most views?”, “top 5 videos by likes”, “how did views trend”, “compare the subjects”, “what is the sentiment”.',
    zh: '**查询看板**：“哪个视频播放量最高？”“点赞最多的前5个视频”“播放量趋势”“对比各主体”“情感倾向如何”。',
  },
  can: {
    en: 'answer questions about a dashboard (“which video has the most views?”)',
    zh: '回答关于看板的问题（“哪个视频播放量最高？”）',
  },
  close(output, lang) {
    return closeText(queryDashboardTool.output.parse(output), lang);
  },
};
