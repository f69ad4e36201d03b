import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/')({
  staticData: routeMeta('root'),
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
