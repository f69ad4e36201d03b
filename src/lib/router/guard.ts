import type { ModuleName } from '../roles.ts';
import { detectModule } from '../module.ts';
import { defaultModule, EXTRA_DISABLED_ROUTES, isRouteEnabled, moduleLogin, moduleStart } from './modules.ts';
import { isForwardingRoute, type RouteName } from './route-names.ts';

/** Spec §2: the routes anyone may open without signing in. */
export const OPEN_ROUTES: readonly RouteName[] = [
  'loginWriter',
  'loginDesigner',
  'previewDocument',
  'dev',
  'reportShare',
  'hotideasShare',
  'bulogin',
  'BuloginPwdbulogin',
  'socialBoosterUsageGuide',
  'twitchLive',
];

export interface GuardInput {
  /** Name of the deepest matched route; undefined when the route has none. */
  name: RouteName | undefined;
  pathname: string;
  /** Path plus search, as the user asked for it. */
  href: string;
  signedIn: boolean;
  enabledModules: readonly ModuleName[];
  extraDisabled?: readonly RouteName[];
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; href: string };

const allow: GuardDecision = { type: 'allow' };
const to = (href: string): GuardDecision => ({ type: 'redirect', href });

export function decideRoute(input: GuardInput): GuardDecision {
  const { name, pathname, href, signedIn, enabledModules } = input;
  if (name && !isRouteEnabled(name, enabledModules, input.extraDisabled ?? EXTRA_DISABLED_ROUTES)) {
    return to(moduleStart(defaultModule(enabledModules)));
  }
  // Like redirects declared on a route table: the guard judges where they land, not where they start, so `/`
  // reaches `/writer/login` plainly and `/writer/kox` remembers `/writer/kox/list`.
  if (name && isForwardingRoute(name)) return allow;
  if (signedIn) {
    if (name === 'loginWriter') return to(moduleStart('writer'));
    if (name === 'loginDesigner') return to(moduleStart('designer'));
    return allow;
  }
  if (name && OPEN_ROUTES.includes(name)) return allow;
  return to(loginRedirectFor(pathname, href) ?? moduleLogin('writer'));
}

/**
 * Where to sign in from this page: designer paths go to the designer sign-in, everything else to the writer
 * sign-in with the previous path (and its search) as `redirect`. Null when already on a sign-in page.
 */
export function loginRedirectFor(pathname: string, href: string): string | null {
  const bare = pathname.replace(/\/+$/, '');
  if (bare === moduleLogin('writer') || bare === moduleLogin('designer')) return null;
  if (detectModule(pathname) === 'designer') return moduleLogin('designer');
  return `${moduleLogin('writer')}?${new URLSearchParams({ redirect: href })}`;
}
