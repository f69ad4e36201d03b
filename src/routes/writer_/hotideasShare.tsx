import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { NotAvailableScreen } from '@/components/not-available-screen';
import { PublicFrame } from '@/components/app-shell/public-frame';

export const Route = createFileRoute('/writer_/hotideasShare')({
  staticData: routeMeta('hotideasShare'),
  component: () => (
    <PublicFrame>
      <NotAvailableScreen titleKey="hotideas-share" />
    </PublicFrame>
  ),
});
