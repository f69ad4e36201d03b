import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { KoxMyDataScreen } from '@/screens/kox/my-data/kox-my-data-screen';

export const Route = createFileRoute('/writer/kox/myData')({
  staticData: routeMeta('koxMyData'),
  component: KoxMyDataScreen,
});
