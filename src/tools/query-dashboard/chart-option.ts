import type { TFunction } from '@/lib/i18n/translator';
import type { EChartOption } from '@/components/charts/echart';
import type { ToolOutput } from '../define-tool.ts';
import type { queryDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Output = ToolOutput<typeof queryDashboardTool>;

/** A series or axis label: a known key (metric, source, sentiment) in the user's language, else the name as is. */
export const labelOf = (name: string, t: TFunction) =>
  t(`chat:tools.queryDashboard.columns.${name}`, {
    defaultValue: t(`chat:tools.queryDashboard.sources.${name}`, { defaultValue: name }),
  });

/** The echarts option of a chart answer: categories on x, one line or bar series each. */
export function queryChartOption(chart: NonNullable<Output['chart']>, t: TFunction): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 28 },
    xAxis: { type: 'category', data: chart.x.map((x) => labelOf(x, t)) },
    yAxis: { type: 'value' },
    series: chart.series.map((s) => ({ name: labelOf(s.name, t), type: chart.type, data: s.data })),
  };
}
