import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { appEvents } from '@/lib/events';
import { loginRedirectFor, OPEN_ROUTES } from '@/lib/router/guard';
import { metaOfMatch } from '@/lib/router/route-meta';

/**
 * On 10101 the client has already cleared the login; send the user to sign in and back here afterwards.
 * A page anyone may open (a shared report, the usage guide) stays: its reader needs no login to go on reading.
 */
export function useSignInExpiredRedirect(): void {
  const router = useRouter();
  useEffect(
    () =>
      appEvents.on('signInExpired', () => {
        const { name } = metaOfMatch(router.state.matches.at(-1));
        if (name && OPEN_ROUTES.includes(name)) return;
        const { pathname, href } = router.state.location;
        const target = loginRedirectFor(pathname, href);
        if (target !== null) void router.navigate({ href: target, replace: true });
      }),
    [router],
  );
}
