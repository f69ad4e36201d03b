import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { queryAdDashboardTool } from './contract.ts';

export const queryAdDashboardUi: ToolUi<
  ToolInput<typeof queryAdDashboardTool>,
  ToolOutput<typeof queryAdDashboardTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.QueryAdDashboardCard)),
  artifactOf: (output) => dashboardArtifact(output.dashboard_id),
};
