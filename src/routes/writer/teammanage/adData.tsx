import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { AdDataScreen } from '@/screens/ads/ad-data/ad-data-screen';

export const Route = createFileRoute('/writer/teammanage/adData')({
  staticData: routeMeta('teammanageAdData'),
  component: () => <AdDataScreen />,
});
