import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { ClientScreen } from '@/screens/org';

export const Route = createFileRoute('/writer/teammanage/client')({
  staticData: routeMeta('teammanageClient'),
  component: () => <ClientScreen scope="team" />,
});
