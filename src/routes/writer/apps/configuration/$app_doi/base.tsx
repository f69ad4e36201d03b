import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/apps/configuration/$app_doi/base')({
  staticData: routeMeta('appConfigurationBase'),
  component: () => <NotAvailableScreen titleKey="app-config-base" />,
});
