import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/stats/')({
  staticData: routeMeta('stats'),
  beforeLoad: () => {
    throw redirect({ to: '/writer/stats/dashboard', replace: true });
  },
});
