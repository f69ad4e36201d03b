import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/stats/user-dashboard')({
  staticData: routeMeta('statsUserDashboard'),
  component: () => <NotAvailableScreen titleKey="stats-user-dashboard" />,
});
