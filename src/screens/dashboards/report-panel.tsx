import { useNavigate } from '@tanstack/react-router';
import { parseAppDoi } from '@/lib/report-components/catalog';
import { reportPath } from '@/lib/report-path';
import { DashboardListScreen } from './list/dashboard-list-screen.tsx';

interface ReportPanelProps {
  /** The report app's `app_doi`: an AD report lists and builds ad dashboards (spec §2). */
  appDoi?: string | undefined;
  /** Where a dashboard opens; the host may open it beside the chat instead of as a page. */
  onOpenDashboard?: (dashboardId: string) => void;
  /** What the list's search starts with. */
  search?: string | undefined;
}

/**
 * The report app (`app-report`) inside the artifact panel: the dashboard list, or the ad dashboards' for the AD
 * report; building opens the page.
 */
export default function ReportPanel({ appDoi, onOpenDashboard, search }: ReportPanelProps) {
  const navigate = useNavigate();
  const ad = parseAppDoi(appDoi ?? '').appType === 'AD';
  const app = ad && appDoi ? { app_doi: appDoi } : {};
  return (
    <DashboardListScreen
      inPanel
      initialKeyword={search}
      {...(ad ? { appType: 'AD' as const } : {})}
      onOpen={(dashboardId) =>
        onOpenDashboard
          ? onOpenDashboard(dashboardId)
          : void navigate({ href: reportPath({ ...app, dashboard_id: dashboardId }) })
      }
      onNew={() =>
        void navigate({ href: reportPath(ad ? { ...app, view: 'new' } : { view: 'new', mode: 'smart' }) })
      }
    />
  );
}
