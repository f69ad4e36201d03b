import type { AnyRouter } from '@tanstack/react-router';
import { AUTH_STORAGE_KEYS, reloadAuthFromStorage } from '../auth/auth-store.ts';
import { monitor } from '../monitor.ts';
import { checkVersion } from '../version-check.ts';

/**
 * Spec §2 start-up: every route change is recorded to the monitor, and each one also asks whether a newer
 * build is out (the version check reloads the page when it is). Returns the unsubscribe function.
 */
export function watchRouteChanges(router: AnyRouter): () => void {
  return router.subscribe('onResolved', (event) => {
    if (event.fromLocation && !event.hrefChanged) return;
    monitor.info('route change', { from: event.fromLocation?.href ?? null, to: event.toLocation.href });
    void checkVersion();
  });
}

/** Script errors and unhandled rejections often mean a stale chunk after a deploy: check the version. */
export function watchScriptErrors(target: Window = window): () => void {
  const onError = () => void checkVersion();
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onError);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onError);
  };
}

/**
 * Another tab signed in or out: re-read the login and run the guard again, so a page that needs a login sends
 * this tab to sign-in (and a sign-in page sends it on) without waiting for the next click.
 */
export function revalidateOnAuthChange(router: AnyRouter, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== AUTH_STORAGE_KEYS.userInfo) return;
    reloadAuthFromStorage();
    void router.invalidate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
