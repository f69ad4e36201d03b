import type { AdRange } from '../../../../src/lib/api/endpoints/ad-dashboard-fields.ts';
import type { AdQuestion } from '../../../../src/tools/query-ad-dashboard/contract.ts';
import { RATE_METRICS } from '../../../../src/lib/ads/ad-metric-kinds.ts';
import type { QueryPeriod } from '../../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { Slots } from '../skills/offline-skill.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import {
  DIMENSION_NAMES,
  LEVEL_NAMES,
  listOf,
  METRIC_NAMES,
  PLATFORM_NAMES,
  TAG_NAMES,
  WINDOW_NAMES,
} from './ad-words.ts';
import type { AdDashboardRequest } from './read-ad-dashboard-request.ts';
import type { AdQueryRequest } from './read-ad-query.ts';

/* The ad requests in words: what the offline model offers as choices, each read back to the same input. */

const PRESET_WORDS: Record<string, Record<Language, string>> = {
  '1m': { en: 'for the last month', zh: '最近一个月' },
  '3m': { en: 'for the past 3 months', zh: '最近3个月' },
  '6m': { en: 'for the past 6 months', zh: '最近6个月' },
  '1y': { en: 'for the past year', zh: '最近一年' },
};

function rangeText(range: AdRange, lang: Language): string {
  if (range.kind === 'preset') return PRESET_WORDS[range.preset]![lang];
  if (range.kind === 'days') return lang === 'zh' ? `最近${range.days}天` : `for the last ${range.days} days`;
  return lang === 'zh' ? `从${range.from}到${range.to}` : `from ${range.from} to ${range.to}`;
}

function sourceText(r: AdDashboardRequest, lang: Language): string {
  const platform = r.platform ? PLATFORM_NAMES[r.platform] : '';
  if (r.sample_accounts?.length) {
    const names = listOf(
      r.sample_accounts.map((p) => PLATFORM_NAMES[p]),
      lang,
    );
    if (lang === 'zh') return `${names}示例账户`;
    return `the ${names} sample account${r.sample_accounts.length > 1 ? 's' : ''}`;
  }
  if (r.dataset_names?.length)
    return listOf(
      r.dataset_names.map((n) => `“${n}”`),
      lang,
    );
  if (r.upload)
    return lang === 'zh'
      ? `上传的${platform}导出文件`
      : `an uploaded ${platform ? `${platform} ` : ''}export`;
  if (platform) return lang === 'zh' ? `我的${platform}广告数据` : `my ${platform} ad data`;
  return '';
}

/** A request for an ad dashboard in words: "make an ad dashboard from the Meta sample account, 7-day click, …". */
export function adDashboardRequestText(r: AdDashboardRequest, lang: Language): string {
  const source = sourceText(r, lang);
  const parts = [
    r.name ? (lang === 'zh' ? `叫${r.name}` : `called ${r.name}`) : null,
    r.window ? WINDOW_NAMES[r.window][lang] : null,
    r.level ? LEVEL_NAMES[r.level][lang] : null,
    r.range ? rangeText(r.range, lang) : null,
    r.tag_by?.length
      ? lang === 'zh'
        ? `按${listOf(
            r.tag_by.map((d) => TAG_NAMES[d].zh),
            lang,
          )}打标签`
        : `tagged by ${listOf(
            r.tag_by.map((d) => TAG_NAMES[d].en),
            lang,
          )}`
      : null,
    r.budget_usd !== undefined
      ? lang === 'zh'
        ? `预算${r.budget_usd}美元`
        : `budget $${r.budget_usd}`
      : null,
  ].filter((p): p is string => p !== null);
  if (lang === 'zh') return [`${source ? `用${source}` : ''}做一个广告看板`, ...parts].join('，');
  return [`make an ad dashboard${source ? ` from ${source}` : ''}`, ...parts].join(', ');
}

export function adDashboardChoice(slots: Slots, lang: Language): Choice | null {
  return {
    label: lang === 'zh' ? '创建广告看板' : 'Create an ad dashboard',
    message: adDashboardRequestText(slots as AdDashboardRequest, lang),
  };
}

const UNITS: Record<string, Record<Language, [string, string]>> = {
  day: { en: ['day', 'days'], zh: ['天', '天'] },
  week: { en: ['week', 'weeks'], zh: ['周', '周'] },
  month: { en: ['month', 'months'], zh: ['个月', '个月'] },
  year: { en: ['year', 'years'], zh: ['年', '年'] },
};

function periodWords(period: QueryPeriod | undefined, lang: Language): string {
  if (!period) return '';
  if ('from' in period)
    return lang === 'zh' ? `从${period.from}到${period.to}` : ` from ${period.from} to ${period.to}`;
  const [one, many] = UNITS[period.unit]![lang];
  if (lang === 'zh') return `最近${period.last}${one}`;
  return period.last === 1 ? ` in the last ${one}` : ` in the last ${period.last} ${many}`;
}

const bounded = (q: AdQueryRequest) => q.above !== undefined || q.below !== undefined;

/** "高于2且低于5" / " above 2 and below 5": a rate's bound in percent, as it was read. */
function boundWords(q: AdQueryRequest, lang: Language): string {
  const said = (n: number) => `${n}${q.metric && RATE_METRICS.has(q.metric) ? '%' : ''}`;
  const parts = [
    ...(q.above !== undefined ? [lang === 'zh' ? `高于${said(q.above)}` : ` above ${said(q.above)}`] : []),
    ...(q.below !== undefined ? [lang === 'zh' ? `低于${said(q.below)}` : ` below ${said(q.below)}`] : []),
  ];
  return parts.join(lang === 'zh' ? '且' : ' and');
}

/** A question about an AD dashboard in words, one the question reader reads back to the same input. */
export function adQuestionText(q: AdQueryRequest & { question: AdQuestion }, lang: Language): string {
  if (!q.platform) return askedText(q, lang);
  const platform = PLATFORM_NAMES[q.platform];
  return lang === 'zh' ? `${platform}上${askedText(q, lang)}` : `${askedText(q, lang)} (${platform} only)`;
}

function askedText(q: AdQueryRequest & { question: AdQuestion }, lang: Language): string {
  const metric = METRIC_NAMES[q.metric ?? 'amount_spent_usd'][lang];
  const dim = DIMENSION_NAMES[q.by ?? 'product'][lang];
  const period = periodWords(q.period, lang);
  const high = q.rank !== 'lowest';
  const up = q.direction !== 'down';
  if (lang === 'zh') {
    const which = `哪${q.by === 'ad' ? '条' : '个'}${dim}`;
    switch (q.question) {
      case 'overview':
        // The overview also compares this week with last; with a window, its words say the window alone.
        return period
          ? `${period}的${q.metric ? metric : '广告数据'}总览`
          : `本周与上周的${q.metric ? metric : '广告数据'}对比`;
      case 'compare_periods':
        return `${period}与${q.versus ? periodWords(q.versus, lang) : '上一期'}的${q.metric ? metric : '广告数据'}对比`;
      case 'breakdown':
        return bounded(q)
          ? `${period}${metric}${boundWords(q, lang)}的${dim}有哪些？`
          : `${period}${which}的${metric}${high ? '最高' : '最低'}？`;
      case 'change':
        return `${period}${which}的${metric}${up ? '上涨' : '下降'}最多？`;
      case 'top_ads':
        return `${period}表现最好的广告`;
      case 'worst_ads':
        return `${period}表现最差的广告`;
      case 'trend':
        return `${period}${metric}的趋势`;
      case 'budget':
        return '预算消耗进度';
    }
  }
  switch (q.question) {
    case 'overview':
      if (period) return q.metric ? `How did ${metric} do${period}?` : `How are the ads doing${period}?`;
      return q.metric
        ? `How did ${metric} do this week against last week?`
        : 'How are the ads doing this week against last week?';
    case 'compare_periods':
      return `Compare ${q.metric ? metric : 'the ads'}${period} with ${q.versus ? periodWords(q.versus, lang).replace(/^ (?:from|in) /, '') : 'the previous period'}`;
    case 'breakdown':
      return bounded(q)
        ? `Which ${dim} has ${metric}${boundWords(q, lang)}${period}?`
        : `Which ${dim} has the ${high ? 'highest' : 'lowest'} ${metric}${period}?`;
    case 'change':
      return `Which ${dim}'s ${metric} ${up ? 'rose' : 'fell'} the most${period}?`;
    case 'top_ads':
      return `Show the best ads${period}`;
    case 'worst_ads':
      return `Show the worst ads${period}`;
    case 'trend':
      return `How did ${metric} trend${period}?`;
    case 'budget':
      return 'How is the budget pacing?';
  }
}

const LABEL: Record<AdQuestion, Record<Language, string>> = {
  overview: { en: 'Ads this week vs last week', zh: '广告本周与上周对比' },
  compare_periods: { en: 'Ads against another period', zh: '广告与另一时段对比' },
  breakdown: { en: 'Ranked by a dimension', zh: '按维度排名' },
  change: { en: 'Biggest change', zh: '变化最大' },
  top_ads: { en: 'Best ads', zh: '最佳广告' },
  worst_ads: { en: 'Worst ads', zh: '最差广告' },
  trend: { en: 'Trend', zh: '趋势' },
  budget: { en: 'Budget pacing', zh: '预算消耗进度' },
};

/** The overview over a window the user named is of that window (adQuestionText), not "this week vs last". */
const OVERVIEW_OF_A_WINDOW: Record<Language, string> = { en: 'Ad overview', zh: '广告数据总览' };

const labelOf = (q: AdQueryRequest, question: AdQuestion, lang: Language) =>
  question === 'overview' && q.period ? OVERVIEW_OF_A_WINDOW[lang] : LABEL[question][lang];

export function adQueryChoice(slots: Slots, lang: Language): Choice | null {
  const q = slots as AdQueryRequest;
  if (!q.question) return null;
  return {
    label: labelOf(q, q.question, lang),
    message: adQuestionText({ ...q, question: q.question }, lang),
  };
}

const ASKABLE: AdQuestion[] = ['overview', 'breakdown', 'change', 'top_ads', 'trend'];

/** Without a recognisable question, the questions the tool answers, with what was read kept. */
export function missingAdQuestion(slots: Slots, lang: Language): AskUserInput | null {
  const q = slots as AdQueryRequest;
  if (q.question) return null;
  return {
    question: lang === 'zh' ? '想了解广告看板的哪方面？' : 'What would you like to know about the ads?',
    choices: ASKABLE.map((question) => ({
      label: labelOf(q, question, lang),
      message: adQuestionText({ ...q, question }, lang),
    })),
  };
}
