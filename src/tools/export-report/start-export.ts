import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { useExportRequests } from '@/components/report-export/export-requests';
import type { ToolOutput } from '../define-tool.ts';
import type { ToolEffectContext } from '../tool-ui.ts';
import type { exportReportTool } from './contract.ts';

/** The report opens in the panel and its detail makes the file, with its progress bar, once it is shown. */
export function startReportExport(
  output: ToolOutput<typeof exportReportTool>,
  { host, messageId }: ToolEffectContext,
): void {
  useExportRequests.getState().request(output.dashboard_id, output.format);
  host.openArtifact(dashboardArtifact(output.dashboard_id, messageId));
}
