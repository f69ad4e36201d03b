import type { AdValueKey, AdValues } from '@/lib/report-components/ad-results';
import type { CellFormat, ReportCell, ReportColumn, ReportTable } from '../report-table-types.ts';
import { ENTITY_METRICS, metricCellFormat } from './ad-metrics.ts';
import type { ParsedAd, ShownEntity } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { analysisNumberFormat } from './ad-analysis-numbers.ts';
import '@/lib/i18n/namespaces/adReport';

type Row = Record<string, ReportCell>;
type Data<K extends ParsedAd['kind']> = Extract<ParsedAd, { kind: K }>['data'];

const text = (key: string, label: string): ReportColumn => ({ key, label, align: 'left', format: 'text' });
const numeric = (key: string, label: string, format: CellFormat = 'number'): ReportColumn => ({
  key,
  label,
  align: 'right',
  format,
});
const metricColumn = (view: AdView, metric: AdValueKey, key: string = metric): ReportColumn =>
  numeric(key, view.metricLabel(metric), metricCellFormat(metric));

const metricCells = (view: AdView, metrics: readonly AdValueKey[], values: Partial<AdValues>): Row =>
  Object.fromEntries(metrics.map((m) => [m, view.cell(m, values[m])]));

/** A change is "Not measured" with its metric, and empty when there is nothing to compare. */
const changeCell = (view: AdView, metric: AdValueKey, change: number | null | undefined): ReportCell =>
  view.measured(metric) ? (change ?? null) : view.t('adReport:notMeasured');

function metricList(view: AdView, data: Data<'metrics'>): ReportTable {
  const { t } = view;
  return {
    columns: [
      text('metric', t('adReport:col.metric')),
      numeric('period', t('adReport:week.period')),
      numeric('thisWeek', t('adReport:week.thisWeek')),
      numeric('lastWeek', t('adReport:week.lastWeek')),
      numeric('change', t('adReport:week.change'), 'change'),
    ],
    rows: data.metrics.map((m) => ({
      metric: view.metricLabel(m.metric),
      period: view.cell(m.metric, m.period),
      thisWeek: view.cell(m.metric, m.thisWeek),
      lastWeek: view.cell(m.metric, m.lastWeek),
      change: changeCell(view, m.metric, m.change),
    })),
    rowFormats: data.metrics.map((m) => metricCellFormat(m.metric)),
  };
}

function trend(view: AdView, data: Data<'trend'>): ReportTable {
  return {
    columns: [text('day', view.t('adReport:col.day')), ...data.metrics.map((m) => metricColumn(view, m))],
    rows: data.days.map((d) => ({ day: d.day, ...metricCells(view, data.metrics, d.values) })),
  };
}

/** The breakdown's columns: spend over the period and each week, then delivery, then results. */
const BREAKDOWN_METRICS = [
  'impressions',
  'link_clicks',
  'ctr',
  'purchases',
  'purchases_conversion_value',
  'roi',
  'cost_per_purchase',
] as const satisfies readonly AdValueKey[];

/** Each row's share of the period's spend over all rows (a two-tag ad counts in both: shares are of the rows). */
export function spendShares(data: Data<'breakdown'>): (number | null)[] {
  const total = data.rows.reduce((sum, r) => sum + (r.period.amount_spent_usd ?? 0), 0);
  return data.rows.map((r) => (total > 0 ? (r.period.amount_spent_usd ?? 0) / total : null));
}

function breakdown(view: AdView, data: Data<'breakdown'>): ReportTable {
  const { t } = view;
  const shares = spendShares(data);
  return {
    columns: [
      text('value', view.dimensionLabel(data.dimension)),
      metricColumn(view, 'amount_spent_usd', 'spend'),
      numeric('share', t('adReport:col.share'), 'percent'),
      numeric('spendThisWeek', t('adReport:breakdown.thisWeekSpend'), 'usd'),
      numeric('spendLastWeek', t('adReport:breakdown.lastWeekSpend'), 'usd'),
      numeric('spendChange', t('adReport:col.spendChange'), 'change'),
      ...BREAKDOWN_METRICS.map((m) => metricColumn(view, m)),
      numeric('roiChange', t('adReport:col.roiChange'), 'change'),
    ],
    rows: data.rows.map((r, i) => ({
      value: view.valueLabel(data.dimension, r.value),
      spend: r.period.amount_spent_usd ?? null,
      share: shares[i] ?? null,
      spendThisWeek: r.thisWeek.amount_spent_usd ?? null,
      spendLastWeek: r.lastWeek.amount_spent_usd ?? null,
      spendChange: r.change.amount_spent_usd ?? null,
      ...metricCells(view, BREAKDOWN_METRICS, r.period),
      roiChange: changeCell(view, 'roi', r.change.roi),
    })),
  };
}

/** The names of a row at its level: an ad names its ad set and campaign, an ad set its campaign. */
export function entityColumns(view: AdView, level: 'campaign' | 'ad_set' | 'ad'): ReportColumn[] {
  const { t } = view;
  return [
    text('name', t(`adReport:level.${level}`)),
    ...(level === 'ad' ? [text('adSet', t('adReport:col.adSet'))] : []),
    ...(level === 'campaign' ? [] : [text('campaign', t('adReport:col.campaign'))]),
  ];
}

const hasCreativeText = (rows: readonly ShownEntity[]) => rows.some((r) => r.creativeText);

function entityRows(view: AdView, rows: readonly ShownEntity[]): Row[] {
  return rows.map((r) => ({
    name: r.name,
    adSet: r.adSetName,
    campaign: r.campaignName,
    ...metricCells(view, ENTITY_METRICS, r.values),
    creativeText: r.creativeText ?? null,
  }));
}

function entityTable(
  view: AdView,
  level: 'campaign' | 'ad_set' | 'ad',
  rows: readonly ShownEntity[],
  ranks?: readonly number[],
): ReportTable {
  const { t } = view;
  return {
    columns: [
      ...(ranks ? [numeric('rank', t('adReport:col.rank'))] : []),
      ...entityColumns(view, level),
      ...ENTITY_METRICS.map((m) => metricColumn(view, m)),
      ...(hasCreativeText(rows) ? [text('creativeText', t('adReport:col.creativeText'))] : []),
    ],
    rows: entityRows(view, rows).map((row, i) => (ranks ? { rank: ranks[i] ?? null, ...row } : row)),
  };
}

function progress(view: AdView, data: Data<'progress'>): ReportTable {
  const { t } = view;
  return {
    columns: [
      text('day', t('adReport:col.day')),
      numeric('spend', t('adReport:col.spend'), 'usd'),
      numeric('cumulative', t('adReport:col.cumulative'), 'usd'),
      ...(data.budgetUsd === null ? [] : [numeric('remaining', t('adReport:col.remaining'), 'usd')]),
    ],
    rows: data.days.map((d) => ({
      day: d.day,
      spend: d.spendUsd,
      cumulative: d.cumulativeUsd,
      remaining: d.remainUsd,
    })),
    ...(data.budgetUsd === null ? { note: t('adReport:progress.noBudget') } : {}),
  };
}

export function pivotTable(view: AdView, data: Data<'pivot'>): ReportTable {
  return {
    columns: [
      ...data.dimensions.map((d, i) => text(`k${i}`, view.dimensionLabel(d))),
      ...data.metrics.map((m) => metricColumn(view, m)),
    ],
    rows: data.rows.map((row) => ({
      ...Object.fromEntries(
        data.dimensions.map((d, i) => [
          `k${i}`,
          // Campaigns, ad sets and ads by name; the other keys are codes, days or tags.
          d === 'campaign' || d === 'ad_set' || d === 'ad'
            ? (row.labels[i] ?? view.valueLabel(d, null))
            : view.valueLabel(d, row.keys[i] ?? null),
        ]),
      ),
      ...metricCells(view, data.metrics, row.values),
    })),
    ...(data.total > data.rows.length
      ? { note: view.t('adReport:pivot.truncated', { shown: data.rows.length }) }
      : {}),
  };
}

function analysis(view: AdView, data: Data<'analysis'>): ReportTable {
  const keys = [...new Set(data.items.flatMap((i) => Object.keys(i.numbers)))];
  return {
    columns: [
      text('item', view.t('adReport:col.item')),
      ...keys.map((k) =>
        numeric(
          `n:${k}`,
          view.t(`adReport:analysis.number.${k}`, { defaultValue: k }),
          analysisNumberFormat(k).cell,
        ),
      ),
    ],
    rows: data.items.map((item) => ({
      item: item.label,
      ...Object.fromEntries(
        keys.map((k) => {
          const { metric } = analysisNumberFormat(k);
          const value = item.numbers[k] ?? null;
          return [`n:${k}`, metric && !view.measured(metric) ? view.t('adReport:notMeasured') : value];
        }),
      ),
    })),
    note: view.language === 'zh' ? data.rule.zh : data.rule.en,
  };
}

type TableOf = {
  [K in ParsedAd['kind']]: (view: AdView, parsed: Extract<ParsedAd, { kind: K }>) => ReportTable;
};

const TABLES: TableOf = {
  metrics: (view, p) => metricList(view, p.data),
  trend: (view, p) => trend(view, p.data),
  breakdown: (view, p) => breakdown(view, p.data),
  topAds: (view, p) =>
    entityTable(
      view,
      p.data.level,
      p.data.items,
      p.data.items.map((i) => i.rank),
    ),
  progress: (view, p) => progress(view, p.data),
  detail: (view, p) => entityTable(view, p.data.level, p.data.rows),
  pivot: (view, p) => pivotTable(view, p.data),
  analysis: (view, p) => analysis(view, p.data),
};

/** An AD result as a table: the data view, the XLSX download and the exports' data view. Raw numbers. */
export function adTable(view: AdView, parsed: ParsedAd): ReportTable {
  return (TABLES[parsed.kind] as (view: AdView, parsed: ParsedAd) => ReportTable)(view, parsed);
}
