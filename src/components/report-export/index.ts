export { ExportButtons } from './export-buttons.tsx';
export { useReportExport, type ExportProgress } from './use-report-export.ts';
export { exportFileName, type ExportFormat } from './export-file-name.ts';
