import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { appConfigQuery, enabledModules, type AppConfig } from '@/lib/app-config';
import { isSignedIn } from '@/lib/auth/auth-store';
import { decideRoute } from '@/lib/router/guard';
import { metaOfMatch } from '@/lib/router/route-meta';
import { withoutSearchParams } from '@/lib/router/search-params';
import { SkipLink } from '@/components/app-shell/skip-link';
import { useDocumentMeta } from '@/components/app-shell/use-document-meta';
import { useSignInExpiredRedirect } from '@/components/app-shell/use-sign-in-expired-redirect';
import { LOGIN_KEY_PARAM, signInWithLoginKey } from '@/screens/auth/sign-in-flow';

export interface RouterContext {
  queryClient: QueryClient;
}

async function loadModuleConfig(queryClient: QueryClient): Promise<AppConfig | null> {
  try {
    return await queryClient.ensureQueryData(appConfigQuery);
  } catch (error) {
    // Without app.json every module stays on: a config outage must not lock everyone out.
    console.warn('[router] app config unavailable', error);
    return null;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, matches, context, cause }) => {
    const loginKey = new URLSearchParams(location.searchStr).get(LOGIN_KEY_PARAM);
    if (loginKey !== null && cause !== 'preload') {
      try {
        await signInWithLoginKey(loginKey);
      } catch {
        // The client already showed the error; without a login the guard below sends the user to sign in.
      }
      throw redirect({ href: withoutSearchParams(location.href, [LOGIN_KEY_PARAM]), replace: true });
    }
    const config = await loadModuleConfig(context.queryClient);
    const decision = decideRoute({
      name: metaOfMatch(matches.at(-1)).name,
      pathname: location.pathname,
      href: location.href,
      signedIn: isSignedIn(),
      enabledModules: enabledModules(config),
    });
    if (decision.type === 'redirect') throw redirect({ href: decision.href, replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  useDocumentMeta();
  useSignInExpiredRedirect();
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
