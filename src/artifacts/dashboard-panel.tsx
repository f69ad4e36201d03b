import { useQueryClient } from '@tanstack/react-query';
import { DashboardDetailScreen } from '@/screens/dashboard-detail';
import { bindArtifactQueryClient } from './artifact-query-client.ts';

/** Kind `dashboard` in the artifact panel: the dashboard's detail screen, sized for the panel. */
export default function DashboardPanel({ props }: { props: Record<string, unknown> }) {
  bindArtifactQueryClient(useQueryClient());
  return <DashboardDetailScreen dashboardId={String(props.dashboardId ?? '')} inPanel />;
}
