import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/benchmark/')({
  staticData: routeMeta('benchmark'),
  beforeLoad: () => {
    throw redirect({ to: '/benchmark/strategydoc', replace: true });
  },
});
