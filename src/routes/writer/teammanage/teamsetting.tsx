import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { TeamSettingsScreen } from '@/screens/teammanage/settings/team-settings-screen';

export const Route = createFileRoute('/writer/teammanage/teamsetting')({
  staticData: routeMeta('teammanageTeamsetting'),
  component: () => <TeamSettingsScreen />,
});
