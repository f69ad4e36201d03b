import { createFileRoute } from '@tanstack/react-router';
import { StartComposer } from '@/chat';
import { routeMeta } from '@/lib/router/route-meta';

/** Where `/writer` lands: the big composer above the gallery of AI apps. */
export const Route = createFileRoute('/writer/app/store')({
  staticData: routeMeta('appStore'),
  component: StartComposer,
});
