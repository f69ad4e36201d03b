import { useNavigate } from '@tanstack/react-router';
import { reportPath } from '@/lib/report-path';
import { DashboardListScreen } from './list/dashboard-list-screen.tsx';

interface ReportPanelProps {
  /** Where a dashboard opens; the host may open it beside the chat instead of as a page. */
  onOpenDashboard?: (dashboardId: string) => void;
}

/** The report app (`app-report`) inside the artifact panel: the dashboard list; building opens the page. */
export default function ReportPanel({ onOpenDashboard }: ReportPanelProps) {
  const navigate = useNavigate();
  return (
    <DashboardListScreen
      inPanel
      onOpen={(dashboardId) =>
        onOpenDashboard
          ? onOpenDashboard(dashboardId)
          : void navigate({ href: reportPath({ dashboard_id: dashboardId }) })
      }
      onNew={() => void navigate({ href: reportPath({ view: 'new', mode: 'smart' }) })}
    />
  );
}
