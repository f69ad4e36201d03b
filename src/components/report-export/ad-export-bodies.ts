/**
 * The AD components in a PNG or PDF export, as the report card shows them: tiles, the same chart options, the
 * tables; loaded with the AD renderers only when a report has an AD component.
 */
import type { TFunction } from '@/lib/i18n/translator';
import type { EChartsCoreOption } from 'echarts/core';
import type { AdValueKey } from '@/lib/report-components/ad-results';
import { formatPercent, formatSignedPercent } from '@/lib/format';
import { unescapeMarkdown } from '@/lib/markdown/escape-markdown';
import { type ReportContext, type ReportTableData, type ReportView } from '@/components/report-view';
import { adViewOf, parseAdResult, type ParsedAd } from '@/components/report-view/ad/ad-renderers';
import { breakdownOption, progressOption, trendOption } from '@/components/report-view/ad/ad-chart-options';
import { changeTone, CONVERSION_METRICS, TONE_COLORS } from '@/components/report-view/ad/ad-metrics';
import { adTable } from '@/components/report-view/ad/ad-tables';
import { DETAIL_SORT_METRIC } from '@/components/report-view/ad/ad-detail-sorts';
import type { AdView } from '@/components/report-view/ad/ad-view-context';
import type { ExportBody } from './export-blocks.ts';
import { tableExportBody } from './table-export-body.ts';
import '@/lib/i18n/namespaces/adReport';

type Of<K extends ParsedAd['kind']> = Extract<ParsedAd, { kind: K }>;

const message = (text: string): ExportBody => ({ kind: 'message', text, tone: 'info' });

function tableBody(table: ReportTableData): ExportBody[] {
  const bodies: ExportBody[] = table.note ? [message(table.note)] : [];
  if (table.rows.length === 0) return bodies;
  bodies.push(tableExportBody(table));
  return bodies;
}

/** The attribution note of a result that shows conversions, in words (ad-view's AttributionNote). */
function attribution(view: AdView): ExportBody[] {
  if (view.reported === 'all' || !view.window) return [];
  const window = view.t(`adReport:attribution.window.${view.window}`);
  return [
    { kind: 'message', tone: 'info', text: view.t(`adReport:attribution.${view.reported}`, { window }) },
  ];
}

function tile(
  view: AdView,
  metric: AdValueKey,
  row: { period: number | null; thisWeek: number | null; lastWeek: number | null; change: number | null },
) {
  const { t } = view;
  const measured = view.measured(metric);
  return {
    label: view.metricLabel(metric),
    value: view.metric(metric, row.period, { compact: true }),
    ...(measured
      ? {
          detail: `${formatSignedPercent(row.change)} · ${t('adReport:week.thisWeekValue', {
            value: view.metric(metric, row.thisWeek, { compact: true }),
          })} · ${t('adReport:week.lastWeekValue', { value: view.metric(metric, row.lastWeek, { compact: true }) })}`,
          detailColor: TONE_COLORS[changeTone(metric, row.change)],
        }
      : {}),
  };
}

/** A chart with its metric's name above it: the export has no picker to say which it is. */
const titled = (option: EChartsCoreOption, text: string): ExportBody => ({
  kind: 'chart',
  option: {
    ...option,
    title: { text, left: 0, top: 0, textStyle: { fontSize: 13, fontWeight: 600 } },
    grid: { ...(option.grid as object), top: 36 },
  },
});

const TREND_CHARTS = ['amount_spent_usd', 'purchases', 'roi'] as const satisfies readonly AdValueKey[];

type ChartBodies = { [K in ParsedAd['kind']]: (view: AdView, parsed: Of<K>) => ExportBody[] };

const CHART_BODIES: ChartBodies = {
  metrics: (view, { data }) => [
    ...(data.metrics.some((m) => CONVERSION_METRICS.has(m.metric)) ? attribution(view) : []),
    { kind: 'tiles', tiles: data.metrics.map((m) => tile(view, m.metric, m)) },
  ],
  trend: (view, { data }) => [
    ...attribution(view),
    ...TREND_CHARTS.filter((m) => data.metrics.includes(m) && view.measured(m)).map((m) =>
      titled(trendOption(view, data, m), view.metricLabel(m)),
    ),
  ],
  breakdown: (view, parsed) => {
    const table = adTable(view, parsed);
    const keep = new Set(['value', 'spend', 'share', 'spendChange', 'roi', 'roiChange']);
    return [
      ...attribution(view),
      { kind: 'chart', option: breakdownOption(view, parsed.data) },
      ...tableBody({ ...table, columns: table.columns.filter((c) => keep.has(c.key)) }),
    ];
  },
  topAds: (view, parsed) => {
    const table = adTable(view, parsed);
    const keep = new Set([
      'rank',
      'name',
      'campaign',
      'roi',
      'amount_spent_usd',
      'purchases',
      'creativeText',
    ]);
    return [
      { kind: 'text', text: view.language === 'zh' ? parsed.data.rule.text.zh : parsed.data.rule.text.en },
      ...attribution(view),
      ...(parsed.data.items.length === 0
        ? [message(view.t('adReport:top.empty'))]
        : tableBody({ ...table, columns: table.columns.filter((c) => keep.has(c.key)) })),
    ];
  },
  progress: (view, { data }) => {
    const { t } = view;
    const usd = (value: number | null) => view.metric('amount_spent_usd', value, { compact: true });
    return [
      {
        kind: 'tiles',
        tiles: [
          { label: t('adReport:progress.budget'), value: usd(data.budgetUsd) },
          { label: t('adReport:progress.spent'), value: usd(data.spentUsd) },
          { label: t('adReport:progress.remaining'), value: usd(data.remainUsd) },
        ],
      },
      data.spentShare === null
        ? message(t('adReport:progress.noBudget'))
        : {
            kind: 'text',
            text: `${t('adReport:progress.spentShare', { share: formatPercent(data.spentShare) })} · ${t(
              'adReport:progress.elapsed',
              { share: formatPercent(data.elapsedShare) },
            )}`,
          },
      ...(data.days.length > 0 ? [{ kind: 'chart' as const, option: progressOption(view, data) }] : []),
    ];
  },
  detail: (view, parsed) => dataBodies(view, parsed),
  pivot: (view, parsed) => dataBodies(view, parsed),
  analysis: (view, { data }) => {
    const { t } = view;
    const writer =
      data.writer === 'builtin'
        ? t('adReport:analysis.writer.builtin')
        : data.model
          ? t('adReport:analysis.writer.model', { model: data.model })
          : t('adReport:analysis.writer.modelUnnamed');
    const text = unescapeMarkdown(view.language === 'zh' ? data.text.zh : data.text.en);
    const rule = view.language === 'zh' ? data.rule.zh : data.rule.en;
    return [
      ...attribution(view),
      ...(view.reported === 'none' ? [] : [{ kind: 'text' as const, text }]),
      message(`${t('adReport:analysis.rule')}: ${rule}\n${writer}`),
    ];
  },
};

/** What the detail and the pivot say above their rows on the card: which rows of how many, in what order. */
function rowsLine(view: AdView, parsed: ParsedAd): ExportBody[] {
  const { t } = view;
  if (parsed.kind === 'detail') {
    const { page, pageSize, total, sort, order } = parsed.data;
    return [
      message(
        t('adReport:detail.page', {
          from: total === 0 ? 0 : (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          total,
          sort: view.metricLabel(DETAIL_SORT_METRIC[sort]),
          order: t(`adReport:detail.order.${order}`),
        }),
      ),
    ];
  }
  if (parsed.kind === 'pivot')
    return [
      message(t('adReport:pivot.groups', { shown: parsed.data.rows.length, total: parsed.data.total })),
    ];
  return [];
}

/** The data view: the table with every row, after the attribution note where conversions are shown. */
function dataBodies(view: AdView, parsed: ParsedAd): ExportBody[] {
  return [
    ...(parsed.kind === 'progress' ? [] : attribution(view)),
    ...rowsLine(view, parsed),
    ...tableBody(adTable(view, parsed)),
  ];
}

/** One AD component's bodies in `view`; a result not of its schema says so. */
export function adExportBodies(
  apiKey: string,
  result: unknown,
  view: ReportView,
  t: TFunction,
  context: ReportContext,
): ExportBody[] {
  const parsed = parseAdResult(apiKey, result);
  if (!parsed) return [{ kind: 'message', text: t('adReport:unreadable'), tone: 'error' }];
  const adView = adViewOf(t, context);
  return view === 'chart'
    ? (CHART_BODIES[parsed.kind] as (view: AdView, parsed: ParsedAd) => ExportBody[])(adView, parsed)
    : dataBodies(adView, parsed);
}
