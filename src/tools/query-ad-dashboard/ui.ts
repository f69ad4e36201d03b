import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { QueryAdDashboardCard } from './card.tsx';
import type { queryAdDashboardTool } from './contract.ts';

export const queryAdDashboardUi: ToolUi<
  ToolInput<typeof queryAdDashboardTool>,
  ToolOutput<typeof queryAdDashboardTool>
> = {
  Card: QueryAdDashboardCard,
  artifactOf: (output) => dashboardArtifact(output.dashboard_id),
};
