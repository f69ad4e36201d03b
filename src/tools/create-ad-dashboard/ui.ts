import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { markLiveDashboard } from '../create-dashboard/live-dashboards.ts';
import type { ToolUi } from '../tool-ui.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { createAdDashboardTool } from './contract.ts';

type Output = ToolOutput<typeof createAdDashboardTool>;

export const createAdDashboardUi: ToolUi<ToolInput<typeof createAdDashboardTool>, Output> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.CreateAdDashboardCard)),
  // A live result: the card opens the dashboard once it is ready, as create_dashboard's does.
  effect(output, { messageId }) {
    if (output.outcome === 'created') markLiveDashboard(output.dashboard_id, messageId);
  },
  artifactOf: (output) =>
    output.outcome === 'created'
      ? dashboardArtifact(output.dashboard_id)
      : output.outcome === 'duplicate'
        ? dashboardArtifact(output.existing_dashboard_id)
        : null,
};
