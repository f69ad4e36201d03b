export { componentTable } from './component-table.ts';
export { componentChartOption } from './component-chart-option.ts';
export {
  parseComponentResult,
  resultKindOf,
  isRenderableApiKey,
  type ParsedResult,
} from './parse-component-result.ts';
export { formatCell } from './format-cell.ts';
export { tablesToRows, type TitledTable } from './table-to-rows.ts';
export { componentTables } from './component-tables.ts';
export {
  isAdComponentKey,
  type AdDataSourceKind,
  type AdReportContext,
  type AdReportProps,
} from './ad-components.ts';
export { adRenderersFor, loadAdRenderers, type AdRenderers } from './ad-loader.ts';
export { ReportTable } from './report-table.tsx';
export { ReportComponentCard, type DashboardComponent, type ReportView } from './report-component-card.tsx';
export { ReportGrid } from './report-grid.tsx';
export type {
  ReportCell,
  ReportColumn,
  ReportContext,
  ReportTable as ReportTableData,
} from './report-table-types.ts';
export { ViewToggle } from './view-toggle.tsx';
export { TimeRangePicker, QUICK_RANGES } from './time-range-picker.tsx';
export { useRangedComponents, computeQueryKey } from './use-ranged-components.ts';
export { ReportToolbar } from './report-toolbar.tsx';
