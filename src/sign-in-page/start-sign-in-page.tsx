import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AUTH_STORAGE_KEYS, isSignedIn } from '@/lib/auth/auth-store';
import type { RouteName } from '@/lib/router/route-names';
import { withoutSearchParams } from '@/lib/router/search-params';
import { Toaster } from '@/components/toaster';
import { LOGIN_KEY_PARAM, signInWithLoginKey } from '@/screens/auth/sign-in-flow';
import { pageDecision } from './page-decision.ts';
import { SignInPage } from './sign-in-page.tsx';

/** Leaves the page for `href` (a full navigation: the app loads there); tests watch it instead. */
export type Leave = (href: string) => void;

/**
 * Starts the sign-in page at the current address, as the app's root route would: spends a one-time
 * `?blueaicode=` key, lets the guard send a signed-in visitor on, then shows the screen. Resolves with the
 * React root, or null when the page left.
 */
export async function startSignInPage(container: HTMLElement, leave: Leave): Promise<Root | null> {
  const loginKey = new URLSearchParams(window.location.search).get(LOGIN_KEY_PARAM);
  if (loginKey !== null) {
    try {
      await signInWithLoginKey(loginKey);
    } catch {
      // The error toast says why; signed out, the page shows the sign-in form.
    }
    window.history.replaceState(null, '', withoutSearchParams(window.location.href, [LOGIN_KEY_PARAM]));
  }
  const route = stayHere(leave);
  if (route === null) return null;
  // Signing in or out in another tab moves this one on, as the app's guard does.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEYS.userInfo) stayHere(leave);
  });
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <SignInPage route={route} leave={leave} />
      <Toaster />
    </StrictMode>,
  );
  return root;
}

/** The guard's answer for this address now; null when it sent the browser elsewhere. */
function stayHere(leave: Leave): RouteName | null {
  const decision = pageDecision(window.location.href, isSignedIn());
  if (decision.type === 'show') return decision.route;
  leave(decision.href);
  return null;
}
