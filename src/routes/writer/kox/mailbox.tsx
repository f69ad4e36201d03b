import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { KoxMailboxScreen } from '@/screens/kox/mailbox/kox-mailbox-screen';

export const Route = createFileRoute('/writer/kox/mailbox')({
  staticData: routeMeta('koxMailbox'),
  component: KoxMailboxScreen,
});
