import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/writer/teammanage/')({
  staticData: routeMeta('teammanage'),
  beforeLoad: () => {
    throw redirect({ to: '/writer/teammanage/member', replace: true });
  },
});
