import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { KoxProjectsScreen } from '@/screens/kox/project/kox-projects-screen';

export const Route = createFileRoute('/writer/kox/projects')({
  staticData: routeMeta('koxProjects'),
  component: KoxProjectsScreen,
});
