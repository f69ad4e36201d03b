import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';

export const Route = createFileRoute('/bulogin/')({
  staticData: routeMeta('bulogin'),
  beforeLoad: () => {
    throw redirect({ to: '/bulogin/pwdbulogin', replace: true });
  },
});
