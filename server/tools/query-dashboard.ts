import type { DashboardQuestion } from '../../src/tools/query-dashboard/contract.ts';
import { queryDashboardTool } from '../../src/tools/query-dashboard/contract.ts';
import { selectComponents, selectSubjects } from '../domains/dashboard/queries.ts';
import {
  compareSubjectsAnswer,
  sentimentAnswer,
  topChannelsAnswer,
  topPostsAnswer,
  trendAnswer,
  type Answer,
  type AnswerInput,
} from './query-dashboard/answers.ts';
import { dataSourceOf } from '../domains/dashboard/data-source.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

const DEFAULT_LIMIT = 5;

const ANSWERS: Record<DashboardQuestion, (a: AnswerInput) => Promise<Answer>> = {
  top_posts: topPostsAnswer,
  trend: trendAnswer,
  compare_subjects: compareSubjectsAnswer,
  sentiment: sentimentAnswer,
  top_channels: topChannelsAnswer,
};

/** Answers from the dashboard's facts and component results; the model only words what comes back. */
export const queryDashboardExecutor = defineServerTool({
  contract: queryDashboardTool,
  async execute(input, ctx) {
    const dashboard = await resolveDashboard(input, ctx);
    if (dashboard.status === 'generating')
      throw toolError('CONFLICT', 'notReady', ctx.locale, { name: dashboard.name });
    const [subjects, components] = await Promise.all([
      selectSubjects(ctx.deps.db, dashboard.id),
      selectComponents(ctx.deps.db, dashboard.id),
    ]);
    const metric = input.metric ?? 'views';
    const answer = await ANSWERS[input.question]({
      deps: ctx.deps,
      dashboardId: dashboard.id,
      subjectNames: new Map(subjects.map((s) => [s.id, s.name])),
      components,
      metric,
      limit: input.limit ?? DEFAULT_LIMIT,
    });
    return {
      dashboard_id: dashboard.id,
      dashboard_name: dashboard.name,
      data_source: dataSourceOf(dashboard.dataSources),
      data_sources: dashboard.dataSources,
      question: input.question,
      metric,
      ...answer,
    };
  },
});
