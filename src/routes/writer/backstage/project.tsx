import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { ProjectScreen } from '@/screens/org';

export const Route = createFileRoute('/writer/backstage/project')({
  staticData: routeMeta('backstageProject'),
  component: () => <ProjectScreen scope="studio" />,
});
