import { queryDashboardTool } from '../../src/tools/query-dashboard/contract.ts';
import { createScans } from '../analytics/components/shared-scans.ts';
import { dataSourceOf } from '../domains/dashboard/data-source.ts';
import { selectFreshResult, selectSubjects } from '../domains/dashboard/queries.ts';
import type { Answer } from './query-dashboard/answer-input.ts';
import { ANSWERS } from './query-dashboard/answers.ts';
import { isoDay } from './query-dashboard/period.ts';
import { resolveQueryScope } from './query-dashboard/query-scope.ts';
import { keywordNames } from './query-dashboard/subject-names.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

const DEFAULT_LIMIT = 5;
const NO_POSTS: Answer = { kind: 'table', columns: [], rows: [] };

/** Answers from the dashboard's facts and component results; the model only words what comes back. */
export const queryDashboardExecutor = defineServerTool({
  contract: queryDashboardTool,
  async execute(input, ctx) {
    const dashboard = await resolveDashboard(input, ctx, 'MK');
    if (dashboard.status === 'generating')
      throw toolError('CONFLICT', 'notReady', ctx.locale, { name: dashboard.name });
    const subjects = await selectSubjects(ctx.deps.db, dashboard.id);
    const scope = resolveQueryScope({
      dashboard,
      subjects: subjects.map((s) => ({ id: s.id, name: s.name, aliases: keywordNames(s.keywords) })),
      asked: input,
      today: isoDay(Date.now()),
      locale: ctx.locale,
    });
    const metric = input.metric ?? 'views';
    // A breakdown groups by hashtag unless asked otherwise; other questions group by nothing.
    const by = input.question === 'breakdown' ? (input.by ?? 'hashtag') : undefined;
    const bySubject = input.by_subject ?? false;
    const posts = await createScans(ctx.deps.analytics, scope.components).postCount();
    const answer =
      posts === 0
        ? NO_POSTS
        : await ANSWERS[input.question]({
            deps: ctx.deps,
            scope,
            freshResult: (apiKey) => selectFreshResult(ctx.deps.db, dashboard.id, apiKey),
            metric,
            limit: input.limit ?? DEFAULT_LIMIT,
            bySubject,
            date: input.date,
            by,
            locale: ctx.locale,
          });
    return {
      dashboard_id: dashboard.id,
      dashboard_name: dashboard.name,
      data_source: dataSourceOf(dashboard.dataSources),
      data_sources: dashboard.dataSources,
      question: input.question,
      metric,
      ...answer,
      subjects: scope.subjects.map((s) => s.name),
      by_subject: bySubject,
      ...(by ? { by } : {}),
      ...(scope.platform ? { platform: scope.platform } : {}),
      ...(scope.window
        ? { period: { ...scope.window, ...(input.period && 'last' in input.period ? input.period : {}) } }
        : {}),
    };
  },
});
