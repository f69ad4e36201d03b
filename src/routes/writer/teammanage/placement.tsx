import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/teammanage/placement')({
  staticData: routeMeta('teammanagePlacement'),
  component: () => <NotAvailableScreen titleKey="teammanage-placement" />,
});
