import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/backstage/appmanage/')({
  staticData: routeMeta('backstageAppmanage'),
  beforeLoad: () => {
    throw redirect({ to: '/writer/backstage/appmanage/myapp', replace: true });
  },
});
