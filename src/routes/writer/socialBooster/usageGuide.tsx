import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/socialBooster/usageGuide')({
  staticData: routeMeta('socialBoosterUsageGuide'),
  component: () => <NotAvailableScreen titleKey="usage-guide" />,
});
