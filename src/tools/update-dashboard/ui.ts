import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { updateDashboardTool } from './contract.ts';

export const updateDashboardUi: ToolUi<
  ToolInput<typeof updateDashboardTool>,
  ToolOutput<typeof updateDashboardTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.UpdateDashboardCard)),
  artifactOf: (output) => dashboardArtifact(output.dashboard_id),
};
