import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';

export const Route = createFileRoute('/writer/debug/questlog')({
  staticData: routeMeta('debugQuestlog'),
  component: () => <NotAvailableScreen titleKey="debug-questlog" />,
});
