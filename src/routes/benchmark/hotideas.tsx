import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/benchmark/hotideas')({
  staticData: routeMeta('benchmarkHotideas'),
  component: () => <NotAvailableScreen titleKey="benchmark-hotideas" />,
});
