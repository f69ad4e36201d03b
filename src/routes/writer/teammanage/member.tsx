import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { MemberScreen } from '@/screens/teammanage/members/member-screen';

export const Route = createFileRoute('/writer/teammanage/member')({
  staticData: routeMeta('teammanageMember'),
  component: () => <MemberScreen />,
});
