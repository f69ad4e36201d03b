import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/kox/contentDetail')({
  staticData: routeMeta('koxContentDetail'),
  component: () => <NotAvailableScreen titleKey="kox-content-detail" />,
});
