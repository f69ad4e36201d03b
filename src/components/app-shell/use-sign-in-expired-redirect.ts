import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { appEvents } from '@/lib/events';
import { loginRedirectFor } from '@/lib/router/guard';

/** On 10101 the client has already cleared the login; send the user to sign in and back here afterwards. */
export function useSignInExpiredRedirect(): void {
  const router = useRouter();
  useEffect(
    () =>
      appEvents.on('signInExpired', () => {
        const { pathname, href } = router.state.location;
        const target = loginRedirectFor(pathname, href);
        if (target !== null) void router.navigate({ href: target, replace: true });
      }),
    [router],
  );
}
