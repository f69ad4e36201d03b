import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/teammanage/member')({
  staticData: routeMeta('teammanageMember'),
  component: () => <NotAvailableScreen titleKey="teammanage-member" />,
});
