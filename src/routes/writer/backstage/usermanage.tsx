import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { UserListScreen } from '@/screens/backstage/users/user-list-screen';

export const Route = createFileRoute('/writer/backstage/usermanage')({
  staticData: routeMeta('backstageUsermanage'),
  component: () => <UserListScreen />,
});
