import { z } from 'zod';
import { defineTool } from '../define-tool.ts';

/** The downloads a report has (the detail's "Download PNG" / "Download PDF"). */
export const REPORT_EXPORT_FORMATS = ['pdf', 'png'] as const;

export const exportReportTool = defineTool({
  name: 'export_report',
  description:
    "Download a dashboard's report as a PDF (A4 pages, the default) or a PNG (one image): the report opens in the side panel and the file is made in the browser as the detail's download buttons make it. Without dashboard_id or dashboard_name it uses the dashboard open in the side panel, else the user's most recently updated ready one.",
  input: z.object({
    dashboard_id: z.string().min(1).max(64).optional(),
    dashboard_name: z.string().trim().min(1).max(100).optional(),
    format: z.enum(REPORT_EXPORT_FORMATS).default('pdf'),
  }),
  output: z.object({
    dashboard_id: z.string(),
    dashboard_name: z.string(),
    format: z.enum(REPORT_EXPORT_FORMATS),
  }),
  needsApproval: false,
  slash: 'export',
});
