import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { TeamListScreen } from '@/screens/backstage/teams/team-list-screen';

export const Route = createFileRoute('/writer/backstage/team')({
  staticData: routeMeta('backstageTeam'),
  component: () => <TeamListScreen />,
});
