import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/kox/list')({
  staticData: routeMeta('koxList'),
  component: () => <NotAvailableScreen titleKey="kox-list" />,
});
