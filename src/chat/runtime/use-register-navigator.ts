import { useEffect } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { registerNavigator } from './navigation.ts';

/** Hands the router to the chat's non-React code while a signed-in chat surface is mounted. */
export function useRegisterNavigator(router: AnyRouter): void {
  useEffect(
    () =>
      registerNavigator({
        go: (href, options) => void router.navigate({ href, replace: options?.replace ?? false }),
        pathname: () => router.state.location.pathname,
      }),
    [router],
  );
}
