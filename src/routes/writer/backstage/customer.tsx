import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { ClientScreen } from '@/screens/org';

export const Route = createFileRoute('/writer/backstage/customer')({
  staticData: routeMeta('backstageCustomer'),
  component: () => <ClientScreen scope="studio" />,
});
