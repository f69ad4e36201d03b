import {
  MAX_AD_QUERY_LIMIT,
  queryAdDashboardTool,
  type AdQuestion,
} from '../../src/tools/query-ad-dashboard/contract.ts';
import { COST_METRICS, RATE_METRICS } from '../../src/lib/ads/ad-metric-kinds.ts';
import { hasAdDays } from '../analytics/ad-components/ad-scans.ts';
import { adWeeks } from '../analytics/ad-components/ad-scope.ts';
import { dashboardSourcesOf } from '../domains/ad-dashboard/ad-block.ts';
import { loadAdState } from '../domains/ad-dashboard/ad-dashboard-state.ts';
import { todayUtc } from '../domains/ad-dashboard/ad-period.ts';
import type { AdScope } from '../../src/lib/report-components/ad-results.ts';
import type { AdAnswer, AdAnswerInput } from './query-ad-dashboard/ad-answer-input.ts';
import { askedAdPeriod, comparedAdPeriod } from './query-ad-dashboard/asked-period.ts';
import { breakdownAnswer } from './query-ad-dashboard/breakdown-answer.ts';
import { budgetAnswer } from './query-ad-dashboard/budget-answer.ts';
import { changeAnswer } from './query-ad-dashboard/change-answer.ts';
import { comparePeriodsAnswer } from './query-ad-dashboard/compare-periods-answer.ts';
import { overviewAnswer } from './query-ad-dashboard/overview-answer.ts';
import { topAdsAnswer } from './query-ad-dashboard/top-ads-answer.ts';
import { trendAnswer } from './query-ad-dashboard/trend-answer.ts';
import { resolveDashboard } from './resolve-dashboard.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

const DEFAULT_LIMIT = 10;

/** Question → the components that answer it (docs/ads.md "Chat tools"). */
const ANSWERS: Record<AdQuestion, (a: AdAnswerInput, all: boolean, versus: AdScope) => Promise<AdAnswer>> = {
  overview: (a, all) => overviewAnswer({ ...a, all }),
  compare_periods: (a, all, versus) => comparePeriodsAnswer({ ...a, all, versus }),
  breakdown: breakdownAnswer,
  change: changeAnswer,
  top_ads: (a) => topAdsAnswer(a, 'best'),
  worst_ads: (a) => topAdsAnswer(a, 'worst'),
  trend: trendAnswer,
  budget: budgetAnswer,
};

const latest = (days: (string | null)[]) =>
  days.filter((d): d is string => d !== null).reduce<string | null>((a, b) => (a && a > b ? a : b), null);
const earliest = (days: (string | null)[]) =>
  days.filter((d): d is string => d !== null).reduce<string | null>((a, b) => (a && a < b ? a : b), null);

/**
 * Answers a question about an AD dashboard from its facts, computed by the same components the dashboard shows
 * over the asked dates; the model only words what comes back.
 */
export const queryAdDashboardExecutor = defineServerTool({
  contract: queryAdDashboardTool,
  async execute(input, ctx) {
    const dashboard = await resolveDashboard(input, ctx, 'AD');
    const state = await loadAdState(ctx.deps.db, dashboard);
    const named = { name: dashboard.name };
    if (state.waiting) throw toolError('CONFLICT', 'adDataReading', ctx.locale, named);
    if (state.failure || !state.scope || !state.period)
      throw toolError(
        'CONFLICT',
        state.failure === 'ad_no_sources' ? 'adNoSources' : 'adSourcesFailed',
        ctx.locale,
        named,
      );
    const dataStart = earliest(state.used.map((d) => d.firstDay));
    const dataEnd = latest(state.used.map((d) => d.lastDay));
    const dates = { own: state.period, dataEnd, today: todayUtc() };
    const period = askedAdPeriod({
      ...dates,
      // The budget is the dashboard period's: its pacing is over that period, whatever dates were said.
      asked: input.question === 'budget' ? undefined : input.period,
      locale: ctx.locale,
    });
    const comparing = input.question === 'compare_periods';
    const versus = comparing
      ? comparedAdPeriod(period, { ...dates, asked: input.versus, locale: ctx.locale })
      : undefined;
    const scopeOf = (span: { from: string; to: string }) => ({
      ...state.scope!,
      from: span.from,
      to: span.to,
      anchor: span.to,
      ...(input.platform ? { platforms: [input.platform] } : {}),
    });
    const scope = scopeOf(period);
    const metric =
      input.metric ??
      (input.question === 'top_ads' || input.question === 'worst_ads' ? 'roi' : 'amount_spent_usd');
    const by = input.by ?? 'product';
    // "ROI低于1的广告": the values under a bound from the lowest up, over one from the highest down.
    const bounded = input.below !== undefined ? 'lowest' : input.above !== undefined ? 'highest' : undefined;
    const rank = input.rank ?? bounded ?? (COST_METRICS.has(metric) ? 'lowest' : 'highest');
    const stored = (bound: number | undefined) =>
      bound === undefined || !RATE_METRICS.has(metric) ? bound : bound / 100;
    const direction = input.direction ?? 'up';
    // Compared spans answer when either holds data: a month against one before the data is all against nothing.
    const asked = versus
      ? { from: earliest([period.from, versus.from])!, to: latest([period.to, versus.to])! }
      : period;
    const inData = Boolean(dataStart && dataEnd && dataStart <= asked.to && dataEnd >= asked.from);
    // A platform the dates hold no ads of has nothing to answer (not zeros, not dashes): the card says so.
    const platformHasAds =
      !input.platform || !inData || (await hasAdDays(ctx.deps.analytics, scopeOf(asked)));
    const answer: AdAnswer =
      inData && platformHasAds
        ? await ANSWERS[input.question](
            {
              store: ctx.deps.analytics,
              scope,
              metric,
              by,
              rank,
              direction,
              limit: input.limit ?? (bounded ? MAX_AD_QUERY_LIMIT : DEFAULT_LIMIT),
              locale: ctx.locale,
              ...(input.question === 'breakdown'
                ? { above: stored(input.above), below: stored(input.below) }
                : {}),
            },
            !input.metric,
            scopeOf(versus ?? period),
          )
        : { kind: 'table', columns: [], rows: [] };
    const sources = state.used;
    return {
      dashboard_id: dashboard.id,
      dashboard_name: dashboard.name,
      data_sources: dashboardSourcesOf(sources.map((d) => d.kind)),
      sample: sources.some((d) => d.kind === 'sample'),
      question: input.question,
      metric: (input.question === 'overview' || comparing) && !input.metric ? null : metric,
      by: input.question === 'breakdown' || input.question === 'change' ? by : (input.by ?? null),
      rank: input.question === 'breakdown' ? rank : null,
      direction: input.question === 'change' ? direction : null,
      above: input.question === 'breakdown' ? (input.above ?? null) : null,
      below: input.question === 'breakdown' ? (input.below ?? null) : null,
      platform: input.platform ?? null,
      ...answer,
      period: {
        ...period,
        ...(input.question !== 'budget' && input.period && 'last' in input.period ? input.period : {}),
      },
      ...(versus ? { versus } : {}),
      weeks: adWeeks(period.to),
      window: state.settings.window,
      level: state.settings.level,
      not_measured: sources
        .filter((d) => d.rowCount > 0 && !d.windows.includes(state.settings.window))
        .map((d) => d.name),
      data_days: inData || !dataStart || !dataEnd ? null : { from: dataStart, to: dataEnd },
    };
  },
});
