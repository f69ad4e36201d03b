import { useEffect } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { StartComposer } from '@/chat/start/start-composer';
import { routeMeta } from '@/lib/router/route-meta';

/** Where `/writer` lands: the big composer above the gallery of AI apps. */
export const Route = createFileRoute('/writer/app/store')({
  staticData: routeMeta('appStore'),
  component: StartRoute,
});

function StartRoute() {
  const router = useRouter();
  // Sending from here goes straight to the workspace: have its code ready so the start page does not linger.
  useEffect(() => {
    void router.preloadRoute({ to: '/writer/app/session' });
  }, [router]);
  return <StartComposer />;
}
