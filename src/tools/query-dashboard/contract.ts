import { z } from 'zod';
import { DASHBOARD_MEDIA, DATA_SOURCES, POST_SOURCES } from '../../lib/api/endpoints/dashboard.ts';
import { defineTool } from '../define-tool.ts';

export const DASHBOARD_QUESTIONS = [
  'top_posts',
  'trend',
  'compare_subjects',
  'sentiment',
  'top_channels',
  'posts_on_date',
  'breakdown',
  'compare_periods',
] as const;
/** What `breakdown` groups the posts by. */
export const POST_DIMENSIONS = ['hashtag', 'region', 'language', 'format', 'platform'] as const;
export const QUERY_METRICS = ['views', 'likes', 'comments', 'engagements'] as const;
export const MAX_QUERY_LIMIT = 20;
export const PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A time window: the last N days/weeks/months/years up to today ("last month", "最近三个月"), or explicit dates
 * (inclusive). Without it an answer covers all the dashboard's data.
 */
export const queryPeriod = z.union([
  z.object({ last: z.number().int().min(1).max(366), unit: z.enum(PERIOD_UNITS) }),
  z.object({ from: isoDate, to: isoDate }),
]);
export type QueryPeriod = z.infer<typeof queryPeriod>;

/** A span an answer covers, as inclusive dates, and how it was asked when relative ("the last 3 months"). */
const answeredSpan = z.object({
  from: isoDate,
  to: isoDate,
  last: z.number().int().optional(),
  unit: z.enum(PERIOD_UNITS).optional(),
});

export type DashboardQuestion = (typeof DASHBOARD_QUESTIONS)[number];
export type QueryMetric = (typeof QUERY_METRICS)[number];
export type PostDimension = (typeof POST_DIMENSIONS)[number];

const cell = z.union([z.string(), z.number(), z.null()]);

/**
 * `posts_on_date`: the day's total of the metric against the other days of the week around it (three before,
 * three after, within the data's span; days without posts count 0). Ratios are null when the base is 0.
 */
export const dayComparison = z.object({
  date: isoDate,
  posts: z.number(),
  total: z.number(),
  around_from: isoDate.nullable(),
  around_to: isoDate.nullable(),
  median: z.number().nullable(),
  average: z.number().nullable(),
  vs_median: z.number().nullable(),
  vs_average: z.number().nullable(),
});
export type DayComparison = z.infer<typeof dayComparison>;

export const queryDashboardTool = defineTool({
  name: 'query_dashboard',
  description:
    'Answer a question about a dashboard from its data: top posts by a metric, the trend over time, a comparison of its subjects, sentiment, top channels, the posts of one day (why a metric jumped on a date), or the hashtags, regions, languages, formats or media with the most of a metric (breakdown, by), or the period against another span (compare_periods: every measure, or the asked metric, with the change; versus is the other span, by default as many days just before; without a period the last month). Any question can be limited to some subjects, to one medium the dashboard collects (platform: youtube, tiktok or instagram), split per subject (by_subject) and limited to a time window (period). Without dashboard_id or dashboard_name it uses the dashboard open in the side panel, else the most recently updated ready one. Quote only the numbers this tool returns.',
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    question: z.enum(DASHBOARD_QUESTIONS),
    metric: z.enum(QUERY_METRICS).optional(),
    limit: z.number().int().min(1).max(MAX_QUERY_LIMIT).optional(),
    /** Only these analysis subjects (names as the dashboard has them, case-insensitive). */
    subjects: z.array(z.string().trim().min(1).max(100)).min(1).max(5).optional(),
    /** Split the answer per subject (sentiment, trend, top posts, top channels per subject). */
    by_subject: z.boolean().optional(),
    /** `breakdown`: what the posts are grouped by (hashtag when not said). */
    by: z.enum(POST_DIMENSIONS).optional(),
    /** Only the posts of this medium ("on Instagram", "TikTok上"); it must be one the dashboard collects. */
    platform: z.enum(DASHBOARD_MEDIA).optional(),
    period: queryPeriod.optional(),
    /** `compare_periods`: the span the period is compared with; without it, as many days just before the period. */
    versus: queryPeriod.optional(),
    /** `posts_on_date`: the day whose posts explain a jump; `MM-DD` means the latest such day in the data. */
    date: z
      .string()
      .regex(/^(\d{4}-)?\d{2}-\d{2}$/)
      .optional(),
  }),
  output: z.object({
    dashboard_id: z.string(),
    dashboard_name: z.string(),
    /** Where the dashboard's posts come from, as in the API; sample posts are generated, not real. Answers
     *  stored before this field read as unknown. */
    data_source: z.enum(DATA_SOURCES).nullable().default(null),
    data_sources: z.array(z.enum(POST_SOURCES)).default([]),
    question: z.enum(DASHBOARD_QUESTIONS),
    metric: z.enum(QUERY_METRICS),
    kind: z.enum(['table', 'chart']),
    /** Column keys; the card translates `tools.queryDashboard.columns.<key>`. */
    columns: z.array(z.string()),
    rows: z.array(z.array(cell)),
    chart: z
      .object({
        type: z.enum(['line', 'bar']),
        x: z.array(z.string()),
        series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
      })
      .optional(),
    /** The subjects the answer covers, in the dashboard's order. */
    subjects: z.array(z.string()).optional(),
    by_subject: z.boolean().optional(),
    /** `breakdown`: what the rows are values of. */
    by: z.enum(POST_DIMENSIONS).optional(),
    /** The one medium the answer covers, when one was asked. */
    platform: z.enum(DASHBOARD_MEDIA).optional(),
    /** The asked window; no rows: it had no posts. */
    period: answeredSpan.optional(),
    /** `compare_periods`: the span compared with. */
    versus: answeredSpan.optional(),
    day: dayComparison.optional(),
  }),
  needsApproval: false,
  slash: 'ask',
});
