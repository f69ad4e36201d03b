import type { TFunction } from '@/lib/i18n/translator';
import type { EChartOption } from '@/components/charts/echart';
import '@/lib/i18n/namespaces/chat';

/** A chart answer of a query tool: categories on x, one line or bar series each (null: no value that day). */
export interface AnswerChart {
  type: 'line' | 'bar';
  x: readonly string[];
  series: readonly { name: string; data: readonly (number | null)[] }[];
}

/** A series or axis label: a known key (metric, source, sentiment) in the user's language, else the name as is. */
export const labelOf = (name: string, t: TFunction) =>
  t(`chat:tools.queryDashboard.columns.${name}`, {
    defaultValue: t(`chat:tools.queryDashboard.sources.${name}`, { defaultValue: name }),
  });

/**
 * The echarts option of a chart answer, each tool naming its categories and series (`label`) and, when its
 * values are not plain counts, wording the axis (`formatValue`: dollars, percentages).
 */
export function queryChartOption(
  chart: AnswerChart,
  label: (name: string) => string,
  formatValue?: (value: number) => string,
): EChartOption {
  return {
    tooltip: { trigger: 'axis', ...(formatValue ? { valueFormatter: formatValue } : {}) },
    legend: { top: 0 },
    // Formatted values (dollars) are wider than counts: the grid makes room for them.
    grid: {
      right: 16,
      top: 32,
      bottom: 28,
      ...(formatValue ? { left: 8, containLabel: true } : { left: 48 }),
    },
    xAxis: { type: 'category', data: chart.x.map(label) },
    yAxis: { type: 'value', ...(formatValue ? { axisLabel: { formatter: formatValue } } : {}) },
    series: chart.series.map((s) => ({ name: label(s.name), type: chart.type, data: [...s.data] })),
  };
}
