import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/apps/configuration/$app_doi/')({
  staticData: routeMeta('appConfiguration'),
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/writer/apps/configuration/$app_doi/base', params, replace: true });
  },
});
