import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/$')({
  staticData: routeMeta('404'),
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
