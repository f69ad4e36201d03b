import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/backstage/appmanage/myapp')({
  staticData: routeMeta('backstageMyapp'),
  component: () => <NotAvailableScreen titleKey="backstage-myapp" />,
});
