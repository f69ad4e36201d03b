import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/backstage/')({
  staticData: routeMeta('backstage'),
  beforeLoad: () => {
    throw redirect({ to: '/writer/backstage/team', replace: true });
  },
});
