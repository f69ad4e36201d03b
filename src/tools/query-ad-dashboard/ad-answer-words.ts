import type { TFunction } from '@/lib/i18n/translator';
import type { Language } from '@/lib/i18n';
import { formatSignedPercent } from '@/lib/format';
import { formatMetric } from '@/components/report-view/ad/ad-metrics';
import { displayName } from '@/lib/format/display-names';
import type { AnswerCell } from '../query-dashboard/answer-table.tsx';
import { AD_QUERY_METRICS, type AdQueryDimension, type AdQueryMetric, type AdQuestion } from './contract.ts';
import { metricLabel } from './ad-ask-text.ts';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/chat';

const METRICS: ReadonlySet<string> = new Set(AD_QUERY_METRICS);
const isMetric = (key: unknown): key is AdQueryMetric => typeof key === 'string' && METRICS.has(key);
const TAGS: ReadonlySet<AdQueryDimension> = new Set(['product', 'audience', 'hook']);

/** The columns of a value over a span: worded in the answer's metric (each row's own in the overview). */
const VALUE_COLUMNS = new Set(['period', 'versus', 'this_week', 'last_week']);
/** The budget's pacing: the share spent and the share of the period gone, as the report view shows rates. */
const SHARE_COLUMNS: Record<string, string> = {
  spent_share: 'adChat:query.col.spentShare',
  elapsed_share: 'adChat:query.col.elapsedShare',
};

/** The enumerated dimensions whose values the report view names in words (Facebook, Reels, Sales…). */
const VALUE_WORDS: Partial<Record<AdQueryDimension, string>> = {
  media: 'adReport:media',
  channel: 'adReport:channel',
  type: 'adReport:adType',
  objective: 'adReport:objective',
};

/** A dimension's value as the report view words it (US → 美国); none: untagged (a tag) or unknown (a column). */
export function dimensionValueText(
  value: string | null,
  by: AdQueryDimension | null,
  t: TFunction,
  language: Language,
): string {
  if (value === null) return t(by && TAGS.has(by) ? 'adReport:untagged' : 'adReport:unknown');
  if (by === 'country') return displayName('region', value, language);
  const words = by ? VALUE_WORDS[by] : undefined;
  return words ? t(`${words}.${value}`, { defaultValue: value }) : value;
}

/** A column key of query_ad_dashboard's answer in the user's words. */
export function adColumnLabel(
  column: string,
  answer: { question: AdQuestion; by: AdQueryDimension | null },
  t: TFunction,
): string {
  const { by } = answer;
  switch (column) {
    case 'value':
      return by ? t(`adReport:dimension.${by}`) : t('adReport:col.item');
    case 'metric':
      return t('adReport:col.metric');
    case 'period':
      return t('adReport:week.period');
    case 'versus':
      return t('adChat:query.col.versus');
    case 'this_week':
      return t('adReport:week.thisWeek');
    case 'last_week':
      return t('adReport:week.lastWeek');
    case 'change':
      // Two periods of any length: a change, not the week over week of the other questions.
      return t(answer.question === 'compare_periods' ? 'adChat:query.col.change' : 'adReport:week.change');
    case 'rank':
      return t('adReport:col.rank');
    case 'name':
      return t('adReport:dimension.ad');
    case 'campaign':
      return t('adReport:col.campaign');
    case 'ad_set':
      return t('adReport:col.adSet');
    case 'day':
      return t('adReport:col.day');
    default:
      if (SHARE_COLUMNS[column]) return t(SHARE_COLUMNS[column]);
      return isMetric(column) ? metricLabel(column, t) : column;
  }
}

/**
 * A cell in the user's words: money to the cent, ROI to two decimals, rates and changes as percentages (the
 * report view's formats), a dimension's value named as the report view names it.
 */
export function adCellText(
  value: AnswerCell,
  column: string,
  row: readonly AnswerCell[],
  answer: { metric: AdQueryMetric | null; by: AdQueryDimension | null },
  t: TFunction,
  language: Language,
): string {
  if (column === 'value')
    return dimensionValueText(typeof value === 'string' ? value : null, answer.by, t, language);
  if (column === 'metric') return isMetric(value) ? metricLabel(value, t) : String(value ?? '');
  if (column === 'change') return formatSignedPercent(typeof value === 'number' ? value : null);
  if (SHARE_COLUMNS[column]) return formatMetric('ctr', typeof value === 'number' ? value : null, language);
  if (VALUE_COLUMNS.has(column)) {
    const metric = answer.metric ?? row[0];
    return isMetric(metric)
      ? formatMetric(metric, typeof value === 'number' ? value : null, language)
      : String(value ?? '');
  }
  if (isMetric(column)) return formatMetric(column, typeof value === 'number' ? value : null, language);
  return value === null ? '' : String(value);
}
