import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { PlacementScreen } from '@/screens/org';

export const Route = createFileRoute('/writer/backstage/placement')({
  staticData: routeMeta('backstagePlacement'),
  component: () => <PlacementScreen scope="studio" />,
});
