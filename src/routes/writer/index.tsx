import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/')({
  staticData: routeMeta('writer'),
  beforeLoad: () => {
    throw redirect({ to: '/writer/app/store', replace: true });
  },
});
