import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { CreateDashboardCard } from './card.tsx';
import type { createDashboardTool } from './contract.ts';
import { markLiveDashboard } from './live-dashboards.ts';

export const createDashboardUi: ToolUi<
  ToolInput<typeof createDashboardTool>,
  ToolOutput<typeof createDashboardTool>
> = {
  Card: CreateDashboardCard,
  // A live result: the card opens the dashboard once it is ready (history re-renders never get here).
  effect(output, { messageId }) {
    if (output.outcome === 'created') markLiveDashboard(output.dashboard_id, messageId);
  },
  artifactOf: (output) =>
    dashboardArtifact(output.outcome === 'created' ? output.dashboard_id : output.existing_dashboard_id),
};
