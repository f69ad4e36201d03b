import { queryDashboardTool, type QueryPeriod } from '../../src/tools/query-dashboard/contract.ts';
import { createScans } from '../analytics/components/shared-scans.ts';
import { dataSourceOf } from '../domains/dashboard/data-source.ts';
import { selectFreshResult, selectSubjects } from '../domains/dashboard/queries.ts';
import type { Answer } from './query-dashboard/answer-input.ts';
import { ANSWERS } from './query-dashboard/answers.ts';
import { isoDay, windowBounds } from './query-dashboard/period.ts';
import { comparedWindow, joined } from './query-dashboard/compared-window.ts';
import { resolveQueryScope } from './query-dashboard/query-scope.ts';
import { keywordNames } from './query-dashboard/subject-names.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

const DEFAULT_LIMIT = 5;
const LAST_MONTH: QueryPeriod = { last: 1, unit: 'month' };
const NO_POSTS: Answer = { kind: 'table', columns: [], rows: [] };

/** Answers from the dashboard's facts and component results; the model only words what comes back. */
export const queryDashboardExecutor = defineServerTool({
  contract: queryDashboardTool,
  async execute(input, ctx) {
    const dashboard = await resolveDashboard(input, ctx, 'MK');
    if (dashboard.status === 'generating')
      throw toolError('CONFLICT', 'notReady', ctx.locale, { name: dashboard.name });
    const subjects = await selectSubjects(ctx.deps.db, dashboard.id);
    const today = isoDay(Date.now());
    const comparing = input.question === 'compare_periods';
    // A comparison needs a span to compare: the last month when none is said.
    const asked = comparing ? { ...input, period: input.period ?? LAST_MONTH } : input;
    const scope = resolveQueryScope({
      dashboard,
      subjects: subjects.map((s) => ({ id: s.id, name: s.name, aliases: keywordNames(s.keywords) })),
      asked,
      today,
      locale: ctx.locale,
    });
    const versus = comparing ? comparedWindow(scope.window!, input.versus, today, ctx.locale) : null;
    const versusScope = versus ? { ...scope.components, ...windowBounds(versus) } : undefined;
    const metric = input.metric ?? 'views';
    // A breakdown groups by hashtag unless asked otherwise; other questions group by nothing.
    const by = input.question === 'breakdown' ? (input.by ?? 'hashtag') : undefined;
    const bySubject = input.by_subject ?? false;
    // Nothing to answer only when neither span has posts.
    const covered = versus ? { ...scope.components, ...windowBounds(joined(scope.window!, versus)) } : null;
    const posts = await createScans(ctx.deps.analytics, covered ?? scope.components).postCount();
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
            versus: versusScope,
            metricAsked: input.metric !== undefined,
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
      ...(scope.window ? { period: { ...scope.window, ...relative(asked.period) } } : {}),
      ...(versus ? { versus: { ...versus, ...relative(input.versus) } } : {}),
    };
  },
});

/** How a relative span was asked ("the last 2 weeks"), which the card says beside its dates. */
const relative = (period: QueryPeriod | undefined) => (period && 'last' in period ? period : {});
