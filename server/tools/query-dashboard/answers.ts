import type { z } from 'zod';
import { emotionalTendencyResultSchema } from '../../../src/lib/report-components/llm-results.ts';
import type { QueryMetric, queryDashboardTool } from '../../../src/tools/query-dashboard/contract.ts';
import { computeComponents } from '../../analytics/components/registry.ts';
import { llmComponents } from '../../analytics/components/llm/registry.ts';
import type { ComponentScope } from '../../analytics/components/scope.ts';
import type { AppDeps } from '../../lib/app-env.ts';
import type { ComponentRow } from '../../domains/dashboard/queries.ts';
import { topPosts } from './top-posts.ts';

type Output = z.input<(typeof queryDashboardTool)['output']>;
export type Answer = Pick<Output, 'kind' | 'columns' | 'rows' | 'chart'>;

export interface AnswerInput {
  deps: Pick<AppDeps, 'analytics' | 'textAnalytics'>;
  dashboardId: string;
  /** subject id → display name, in the dashboard's subject order */
  subjectNames: Map<string, string>;
  /** The dashboard's stored components (sentiment reads their results when fresh). */
  components: readonly ComponentRow[];
  metric: QueryMetric;
  limit: number;
}

/** Every subject, named in the dashboard's order so results come in that order. */
const scopeOf = (a: AnswerInput): ComponentScope => ({
  dashboardId: a.dashboardId,
  subjectIds: [...a.subjectNames.keys()],
});
const nameOf = (a: AnswerInput, subjectId: string) => a.subjectNames.get(subjectId) ?? subjectId;
const day = (iso: string) => iso.slice(0, 10);

export async function topPostsAnswer(a: AnswerInput): Promise<Answer> {
  const posts = await topPosts(a.deps.analytics, a.dashboardId, a.metric, a.limit);
  return {
    kind: 'table',
    columns: [
      'rank',
      'title',
      'subject',
      'channel',
      'views',
      'likes',
      'comments',
      'engagements',
      'posted_at',
    ],
    rows: posts.map((p, i) => [
      i + 1,
      p.title,
      nameOf(a, p.subject_id),
      p.channel_title,
      p.views,
      p.likes,
      p.comments,
      p.engagements,
      day(p.posted_at),
    ]),
  };
}

/** The metric per period and subject, as the trend component computes it (empty periods count 0). */
export async function trendAnswer(a: AnswerInput): Promise<Answer> {
  const { db_video_trend_analysis: trend } = await computeComponents(a.deps.analytics, scopeOf(a), [
    'db_video_trend_analysis',
  ]);
  const periods = [...new Set(trend.subjects.flatMap((s) => s.points.map((p) => p.period)))].sort();
  const series = trend.subjects.map((s) => {
    const byPeriod = new Map(s.points.map((p) => [p.period, p[a.metric]]));
    return { name: nameOf(a, s.subjectId), data: periods.map((p) => byPeriod.get(p) ?? 0) };
  });
  return {
    kind: 'chart',
    columns: ['period', ...series.map((s) => s.name)],
    rows: periods.map((period, i) => [period, ...series.map((s) => s.data[i] ?? 0)]),
    chart: { type: 'line', x: periods, series },
  };
}

export async function compareSubjectsAnswer(a: AnswerInput): Promise<Answer> {
  const { db_overview: overview } = await computeComponents(a.deps.analytics, scopeOf(a), ['db_overview']);
  const subjects = overview.subjects.map((s) => ({ ...s, name: nameOf(a, s.subjectId) }));
  return {
    kind: 'chart',
    columns: ['subject', 'posts', 'channels', 'views', 'likes', 'comments', 'engagements', 'engagement_rate'],
    rows: subjects.map((s) => [
      s.name,
      s.posts,
      s.channels,
      s.views,
      s.likes,
      s.comments,
      s.engagements,
      s.engagementRate,
    ]),
    chart: {
      type: 'bar',
      x: subjects.map((s) => s.name),
      series: [{ name: a.metric, data: subjects.map((s) => s[a.metric]) }],
    },
  };
}

export async function topChannelsAnswer(a: AnswerInput): Promise<Answer> {
  const key = a.metric === 'likes' ? 'db_top5_channels_by_likes' : 'db_top5_channels_by_views';
  const result = (await computeComponents(a.deps.analytics, scopeOf(a), [key]))[key];
  return {
    kind: 'table',
    columns: [
      'rank',
      'channel',
      'subject',
      'platform',
      'followers',
      'posts',
      'views',
      'likes',
      'engagements',
    ],
    rows: result.items
      .slice(0, a.limit)
      .map((c, i) => [
        i + 1,
        c.title,
        nameOf(a, c.subjectId),
        c.platform,
        c.followers,
        c.posts,
        c.views,
        c.likes,
        c.engagements,
      ]),
  };
}

const SENTIMENT_KEYS = ['llm_video_emotional_tendency', 'llm_comment_emotional_tendency'] as const;
type SentimentKey = (typeof SENTIMENT_KEYS)[number];
type Split = z.infer<typeof emotionalTendencyResultSchema>;

/** The stored result when it is current, else computed now by the text analytics provider. */
async function sentimentOf(a: AnswerInput, key: SentimentKey): Promise<Split> {
  const stored = a.components.find((c) => c.apiKey === key && c.state === 'fresh');
  const parsed = emotionalTendencyResultSchema.safeParse(stored?.result);
  if (parsed.success) return parsed.data;
  return llmComponents[key].compute(
    { store: a.deps.analytics, textAnalytics: a.deps.textAnalytics },
    scopeOf(a),
  );
}

export async function sentimentAnswer(a: AnswerInput): Promise<Answer> {
  const [videos, comments] = await Promise.all(SENTIMENT_KEYS.map((key) => sentimentOf(a, key)));
  const sources = [
    { source: 'videos', split: videos as Split },
    { source: 'comments', split: comments as Split },
  ];
  const rows = sources.flatMap(({ source, split }) => [
    [
      source,
      null,
      split.overall.positive,
      split.overall.neutral,
      split.overall.negative,
      split.overall.total,
    ],
    ...split.subjects.map((s) => [
      source,
      nameOf(a, s.subjectId),
      s.positive,
      s.neutral,
      s.negative,
      s.total,
    ]),
  ]);
  return {
    kind: 'chart',
    columns: ['source', 'subject', 'positive', 'neutral', 'negative', 'total'],
    rows,
    chart: {
      type: 'bar',
      x: ['positive', 'neutral', 'negative'],
      series: sources.map(({ source, split }) => ({
        name: source,
        data: [split.overall.positive, split.overall.neutral, split.overall.negative],
      })),
    },
  };
}
