import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { GroupListScreen } from '@/screens/backstage/groups/group-list-screen';

export const Route = createFileRoute('/writer/backstage/group')({
  staticData: routeMeta('backstageGroup'),
  component: () => <GroupListScreen />,
});
