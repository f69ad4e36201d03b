import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { exportReportTool } from './contract.ts';
import { startReportExport } from './start-export.ts';

export const exportReportUi: ToolUi<
  ToolInput<typeof exportReportTool>,
  ToolOutput<typeof exportReportTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.ExportReportCard)),
  effect: startReportExport,
  artifactOf: (output) => dashboardArtifact(output.dashboard_id),
};
