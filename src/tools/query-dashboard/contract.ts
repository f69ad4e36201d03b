import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

export const DASHBOARD_QUESTIONS = [
  'top_posts',
  'trend',
  'compare_subjects',
  'sentiment',
  'top_channels',
] as const;
export const QUERY_METRICS = ['views', 'likes', 'comments', 'engagements'] as const;
export const MAX_QUERY_LIMIT = 20;

export type DashboardQuestion = (typeof DASHBOARD_QUESTIONS)[number];
export type QueryMetric = (typeof QUERY_METRICS)[number];

const cell = z.union([z.string(), z.number(), z.null()]);

export const queryDashboardTool = defineTool({
  name: 'query_dashboard',
  description:
    'Answer a question about a dashboard from its data: top posts by a metric, the trend over time, a comparison of its subjects, sentiment, or top channels. Without dashboard_id or dashboard_name it uses the dashboard open in the side panel, else the most recently updated ready one. Quote only the numbers this tool returns.',
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    question: z.enum(DASHBOARD_QUESTIONS),
    metric: z.enum(QUERY_METRICS).optional(),
    limit: z.number().int().min(1).max(MAX_QUERY_LIMIT).optional(),
  }),
  output: z.object({
    dashboard_id: z.string(),
    dashboard_name: z.string(),
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
  }),
  needsApproval: false,
  slash: 'ask',
});
