import type { z } from 'zod';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { formatSignedPercent } from '../../../../src/lib/format/signed-percent.ts';
import type {
  AdQueryMetric,
  queryAdDashboardTool,
} from '../../../../src/tools/query-ad-dashboard/contract.ts';
import { MONEY_METRICS, RATE_METRICS } from '../../../../src/lib/ads/ad-metric-kinds.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { adValueName } from './code-value-names.ts';
import { DIMENSION_NAMES, listOf, METRIC_NAMES, PLATFORM_NAMES, WINDOW_NAMES } from '../nlu/ad-words.ts';

type Output = z.output<(typeof queryAdDashboardTool)['output']>;
type Cell = Output['rows'][number][number];

const locale = (lang: Language) => (lang === 'zh' ? 'zh-CN' : 'en-US');
/** A metric's value as the card would show it: dollars to the cent, ROI to two decimals, rates as percentages. */
export function metricValue(metric: AdQueryMetric, value: Cell, lang: Language): string {
  if (typeof value !== 'number') return '–';
  const n = (v: number, digits: number) =>
    v.toLocaleString(locale(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (MONEY_METRICS.has(metric)) return `$${n(value, 2)}`;
  if (RATE_METRICS.has(metric)) return `${n(value * 100, 2)}%`;
  if (metric === 'roi') return n(value, 2);
  return n(value, 0);
}

/** A change as the card shows it (spec §9: +12.5%, -3%, 0%), so the sentence and the card say one number. */
const changeText = (value: Cell) => (typeof value === 'number' ? formatSignedPercent(value) : '–');

const metricName = (o: Output, lang: Language) => METRIC_NAMES[o.metric ?? 'amount_spent_usd'][lang];
const dimName = (o: Output, lang: Language) => DIMENSION_NAMES[o.by ?? 'product'][lang];

/** A dimension's value in a sentence: its name in quotes, or untagged / unknown. */
function valueName(o: Output, value: Cell, lang: Language): string {
  if (value !== null && value !== '')
    return `“${escapeMarkdown(adValueName(o.by ?? 'product', String(value), lang))}”`;
  const tag = o.by === 'product' || o.by === 'audience' || o.by === 'hook';
  if (lang === 'zh') return tag ? '未打标签的广告' : '未知';
  return tag ? 'untagged ads' : 'unknown';
}

const periodText = (o: Output, lang: Language) =>
  lang === 'zh' ? `${o.period.from}至${o.period.to}` : `${o.period.from} to ${o.period.to}`;

/** "ROI低于1" / "ROI below 1": the bounds a breakdown kept to, a rate's in percent as asked. */
function boundsText(o: Output, lang: Language): string {
  const number = (n: number) => n.toLocaleString(locale(lang));
  const said = (n: number) =>
    MONEY_METRICS.has(o.metric!) ? `$${number(n)}` : `${number(n)}${RATE_METRICS.has(o.metric!) ? '%' : ''}`;
  const parts = [
    ...(typeof o.above === 'number'
      ? [lang === 'zh' ? `高于${said(o.above)}` : `above ${said(o.above)}`]
      : []),
    ...(typeof o.below === 'number'
      ? [lang === 'zh' ? `低于${said(o.below)}` : `below ${said(o.below)}`]
      : []),
  ];
  return parts.join(lang === 'zh' ? '且' : ' and ');
}

/** "上周ROI低于1的广告有 3 条，最低的是…" — how many values kept to the bounds, and the first of them. */
function boundedBreakdown(o: Output, lang: Language): string {
  const metric = o.metric!;
  const bounds = `${metricName(o, lang)}${lang === 'zh' ? '' : ' '}${boundsText(o, lang)}`;
  const [first] = o.rows;
  if (!first)
    return lang === 'zh'
      ? `${periodText(o, lang)}没有${bounds}的${dimName(o, lang)}。`
      : `No ${dimName(o, lang)} has ${bounds} from ${periodText(o, lang)}.`;
  const high = o.rank !== 'lowest';
  const value = metricValue(metric, first[1] ?? null, lang);
  const name = valueName(o, first[0] ?? null, lang);
  const count = o.matched ?? o.rows.length;
  return lang === 'zh'
    ? `${periodText(o, lang)}，${bounds}的${dimName(o, lang)}有 ${count} 个，${high ? '最高' : '最低'}的是${name}：${value}。`
    : `From ${periodText(o, lang)}, ${count} ${dimName(o, lang)}${count === 1 ? '' : 's'} ha${count === 1 ? 's' : 've'} ${bounds}; the ${high ? 'highest' : 'lowest'} is ${name}: ${value}.`;
}

function breakdown(o: Output, lang: Language): string {
  if (typeof o.above === 'number' || typeof o.below === 'number') return boundedBreakdown(o, lang);
  const [first] = o.rows;
  if (!first)
    return lang === 'zh'
      ? `${periodText(o, lang)}没有可以排名的数据。`
      : `There is nothing to rank from ${periodText(o, lang)}.`;
  const metric = o.metric!;
  const high = o.rank !== 'lowest';
  const value = metricValue(metric, first?.[1] ?? null, lang);
  const name = valueName(o, first?.[0] ?? null, lang);
  return lang === 'zh'
    ? `${periodText(o, lang)}，${metricName(o, lang)}${high ? '最高' : '最低'}的${dimName(o, lang)}是${name}：${value}。`
    : `From ${periodText(o, lang)}, the ${dimName(o, lang)} with the ${high ? 'highest' : 'lowest'} ${metricName(o, lang)} is ${name}: ${value}.`;
}

function change(o: Output, lang: Language): string {
  const [first] = o.rows;
  const up = o.direction !== 'down';
  const moved = typeof first?.[3] === 'number' && (up ? first[3] > 0 : first[3] < 0);
  const metric = o.metric!;
  const { thisWeek, lastWeek } = o.weeks;
  if (!first || !moved)
    return lang === 'zh'
      ? `${thisWeek.from}至${thisWeek.to}这一周与前一周相比，没有哪个${dimName(o, lang)}的${metricName(o, lang)}${up ? '上涨' : '下降'}。`
      : `No ${dimName(o, lang)}'s ${metricName(o, lang)} ${up ? 'rose' : 'fell'} in the week of ${thisWeek.from} to ${thisWeek.to} against the week before.`;
  const [value, now, before, delta] = first;
  return lang === 'zh'
    ? `${metricName(o, lang)}${up ? '上涨' : '下降'}最多的${dimName(o, lang)}是${valueName(o, value ?? null, lang)}：从上周（${lastWeek.from}至${lastWeek.to}）的${metricValue(metric, before ?? null, lang)}到本周的${metricValue(metric, now ?? null, lang)}（${changeText(delta ?? null)}）。`
    : `The ${dimName(o, lang)} whose ${metricName(o, lang)} ${up ? 'rose' : 'fell'} most is ${valueName(o, value ?? null, lang)}: from ${metricValue(metric, before ?? null, lang)} last week (${lastWeek.from} to ${lastWeek.to}) to ${metricValue(metric, now ?? null, lang)} this week (${changeText(delta ?? null)}).`;
}

/** The overview's metrics, or the ones that matter most when every metric came back. */
const HEADLINE: AdQueryMetric[] = ['amount_spent_usd', 'roi', 'purchases'];

function overview(o: Output, lang: Language): string {
  const rows = o.metric ? o.rows : o.rows.filter((r) => HEADLINE.includes(r[0] as AdQueryMetric));
  const parts = rows.map(([metric, , thisWeek, lastWeek, delta]) => {
    const m = metric as AdQueryMetric;
    const name = METRIC_NAMES[m][lang];
    return lang === 'zh'
      ? `${name}本周${metricValue(m, thisWeek ?? null, lang)}，上周${metricValue(m, lastWeek ?? null, lang)}（${changeText(delta ?? null)}）`
      : `${name} ${metricValue(m, thisWeek ?? null, lang)} this week against ${metricValue(m, lastWeek ?? null, lang)} last week (${changeText(delta ?? null)})`;
  });
  const { thisWeek } = o.weeks;
  return lang === 'zh'
    ? `截至${thisWeek.to}的这一周：${parts.join('；')}。`
    : `In the week to ${thisWeek.to}: ${listOf(parts, 'en')}.`;
}

/** "Spend $1,200.00 from 2026-11-01 to 2026-11-30 against $900.00 from 2026-10-01 to 2026-10-31 (+33.33%)." */
function comparePeriods(o: Output, lang: Language): string {
  const rows = o.metric ? o.rows : o.rows.filter((r) => HEADLINE.includes(r[0] as AdQueryMetric));
  const versus = o.versus ?? o.period;
  const then = lang === 'zh' ? `${versus.from}至${versus.to}` : `${versus.from} to ${versus.to}`;
  const parts = rows.map(([metric, now, before, delta]) => {
    const m = metric as AdQueryMetric;
    const name = METRIC_NAMES[m][lang];
    return lang === 'zh'
      ? `${name}${metricValue(m, now ?? null, lang)}，对比期${metricValue(m, before ?? null, lang)}（${changeText(delta ?? null)}）`
      : `${name} ${metricValue(m, now ?? null, lang)} against ${metricValue(m, before ?? null, lang)} (${changeText(delta ?? null)})`;
  });
  return lang === 'zh'
    ? `${periodText(o, lang)}对比${then}：${parts.join('；')}。`
    : `From ${periodText(o, lang)}, against ${then}: ${listOf(parts, 'en')}.`;
}

function topAds(o: Output, lang: Language, best: boolean): string {
  const [first] = o.rows;
  if (!first)
    return lang === 'zh'
      ? `${periodText(o, lang)}没有花费达到门槛的广告可以排名。`
      : `No ad spent enough to rank from ${periodText(o, lang)}.`;
  const [, name, , spend, roi] = first;
  const rule = o.rule ? ` ${escapeMarkdown(o.rule[lang])}` : '';
  const title = `“${escapeMarkdown(String(name))}”`;
  return lang === 'zh'
    ? `${periodText(o, lang)}ROI${best ? '最高' : '最低'}的广告是${title}：ROI ${metricValue('roi', roi ?? null, lang)}，花费${metricValue('amount_spent_usd', spend ?? null, lang)}；共 ${o.rows.length} 条上榜。${rule}`
    : `From ${periodText(o, lang)}, the ${best ? 'best' : 'worst'} ad by ROI is ${title}: ROI ${metricValue('roi', roi ?? null, lang)} on ${metricValue('amount_spent_usd', spend ?? null, lang)} of spend; ${o.rows.length} ranked.${rule}`;
}

function trend(o: Output, lang: Language): string {
  const metric = o.metric!;
  const days = o.rows.filter((r) => typeof r[1] === 'number');
  const peak = [...days].sort((a, b) => Number(b[1]) - Number(a[1]))[0];
  if (!peak)
    return lang === 'zh'
      ? `${periodText(o, lang)}没有${metricName(o, lang)}的数据。`
      : `There is no ${metricName(o, lang)} from ${periodText(o, lang)}.`;
  return lang === 'zh'
    ? `${periodText(o, lang)}共 ${o.rows.length} 天，${metricName(o, lang)}最高的一天是 ${String(peak[0])}（${metricValue(metric, peak[1] ?? null, lang)}）。`
    : `Over ${o.rows.length} days from ${periodText(o, lang)}, ${metricName(o, lang)} was highest on ${String(peak[0])} (${metricValue(metric, peak[1] ?? null, lang)}).`;
}

function budget(o: Output, lang: Language): string {
  const [budgetUsd, spent, remain, spentShare, elapsedShare] = o.rows[0] ?? [];
  const money = (v: Cell | undefined) => metricValue('amount_spent_usd', v ?? null, lang);
  const share = (v: Cell | undefined) => metricValue('ctr', v ?? null, lang);
  const period = periodText(o, lang);
  if (typeof budgetUsd !== 'number')
    return lang === 'zh'
      ? `${period}已花费${money(spent)}；这个看板没有设置预算，可以在看板设置中设置，或者说“把预算改成5000美元”。`
      : `From ${period}, ${money(spent)} was spent; this dashboard has no budget. Set one in its settings, or say “set the budget to 5000 dollars”.`;
  return lang === 'zh'
    ? `${period}的预算${money(budgetUsd)}，已花费${money(spent)}（${share(spentShare)}），还剩${money(remain)}；这段时间已过去${share(elapsedShare)}。`
    : `Of the ${money(budgetUsd)} budget from ${period}, ${money(spent)} is spent (${share(spentShare)}) and ${money(remain)} remains, with ${share(elapsedShare)} of the period gone.`;
}

/** Said when the answer leans on datasets that do not report the dashboard's attribution window. */
function notMeasured(o: Output, lang: Language): string {
  if (!o.not_measured.length) return '';
  const names = listOf(
    o.not_measured.map((n) => `“${escapeMarkdown(n)}”`),
    lang,
  );
  const window = WINDOW_NAMES[o.window][lang];
  return lang === 'zh'
    ? ` ${names}未提供${window}的数据，其转化按 0 计。`
    : ` ${names} do${o.not_measured.length === 1 ? 'es' : ''} not report the ${window} window: its conversions count as zero.`;
}

/** Said first when the answer holds one platform's ads only. */
function platformOnly(o: Output, lang: Language): string {
  if (!o.platform) return '';
  const name = PLATFORM_NAMES[o.platform];
  return lang === 'zh' ? `只看 ${name} 的广告。` : `${name} ads only. `;
}

/** The sentence after a query_ad_dashboard answer: numbers only from its rows, as the card shows them. */
export function adCloseText(o: Output, lang: Language): string {
  if (o.platform && o.rows.length === 0 && !o.data_days) {
    const name = PLATFORM_NAMES[o.platform];
    return lang === 'zh'
      ? `${periodText(o, lang)}没有 ${name} 的广告数据。`
      : `There are no ${name} ads from ${periodText(o, lang)}.`;
  }
  return `${platformOnly(o, lang)}${answerText(o, lang)}`;
}

function answerText(o: Output, lang: Language): string {
  if (o.rows.length === 0 && o.data_days)
    return lang === 'zh'
      ? `${periodText(o, lang)}没有广告数据；这个看板的数据在${o.data_days.from}至${o.data_days.to}之间。`
      : `There is no ad data from ${periodText(o, lang)}; this dashboard's data runs from ${o.data_days.from} to ${o.data_days.to}.`;
  const text = {
    overview: () => overview(o, lang),
    compare_periods: () => comparePeriods(o, lang),
    breakdown: () => breakdown(o, lang),
    change: () => change(o, lang),
    top_ads: () => topAds(o, lang, true),
    worst_ads: () => topAds(o, lang, false),
    trend: () => trend(o, lang),
    budget: () => budget(o, lang),
  }[o.question]();
  return `${text}${notMeasured(o, lang)}`;
}
