import { MODULES } from '@/lib/roles';
import { decideRoute } from '@/lib/router/guard';
import { routeNameOfPath, type RouteName } from '@/lib/router/route-names';
import { moduleLogin } from '@/lib/router/modules';
import { signInPagePath } from '@/lib/sign-in-page-paths';

export type PageDecision = { type: 'show'; route: RouteName } | { type: 'redirect'; href: string };

/**
 * What the sign-in page does at `href`: the app's route guard decides, as it would for the same address, so a
 * signed-in visit to a sign-in screen goes on to the module's start and a signed-out /selectrole to sign-in.
 * Every route of this page is kept under any module set-up (modules.ts), so app.json is not waited for.
 */
export function pageDecision(href: string, signedIn: boolean): PageDecision {
  const url = new URL(href);
  const path = signInPagePath(url.pathname);
  const name = path === null ? undefined : routeNameOfPath(path);
  if (!name) return { type: 'redirect', href: moduleLogin('writer') };
  const decision = decideRoute({
    name,
    pathname: url.pathname,
    href: `${url.pathname}${url.search}${url.hash}`,
    signedIn,
    enabledModules: MODULES,
  });
  return decision.type === 'redirect' ? decision : { type: 'show', route: name };
}
