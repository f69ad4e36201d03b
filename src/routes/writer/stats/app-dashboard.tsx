import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/stats/app-dashboard')({
  staticData: routeMeta('statsAppDashboard'),
  component: () => <NotAvailableScreen titleKey="stats-app-dashboard" />,
});
