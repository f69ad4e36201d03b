import { DashboardDetailScreen } from '@/screens/dashboard-detail';

/** Kind `dashboard` in the artifact panel: the dashboard's detail screen, sized for the panel. */
export default function DashboardPanel({ props }: { props: Record<string, unknown> }) {
  return <DashboardDetailScreen dashboardId={String(props.dashboardId ?? '')} inPanel />;
}
