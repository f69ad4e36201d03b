import type { AnyRouter } from '@tanstack/react-router';
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
