import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/kox/')({
  staticData: routeMeta('kox'),
  beforeLoad: () => {
    throw redirect({ to: '/writer/kox/list', replace: true });
  },
});
