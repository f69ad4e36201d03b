/**
 * Module enablement (spec §2): which named routes exist under the modules app.json switches on.
 * `enabledModules(config)` lives in lib/app-config.ts, module detection in lib/module.ts.
 */
import { MODULES, type ModuleName } from '../roles.ts';
import { detectModule } from '../module.ts';
import { ROUTES, type RouteName } from './route-names.ts';

/** Routes that survive any module set-up: without them nobody could sign in or open a shared page. */
export const ALWAYS_KEPT_ROUTES: readonly RouteName[] = [
  'login',
  'loginWriter',
  'loginDesigner',
  'root',
  '404',
  'reportShare',
  'hotideasShare',
  'previewDocument',
];

/** Routes switched off on top of the module rule (spec §2); none today, kept as the one place to add them. */
export const EXTRA_DISABLED_ROUTES: readonly RouteName[] = [];

const MODULE_START: Record<ModuleName, string> = { writer: '/writer', designer: '/designer' };
const MODULE_LOGIN: Record<ModuleName, string> = { writer: '/writer/login', designer: '/designer/login' };

/** A config that enables no module at all is a mistake; running everything beats a redirect loop. */
export function effectiveModules(enabled: readonly ModuleName[]): readonly ModuleName[] {
  return enabled.length > 0 ? enabled : MODULES;
}

export function defaultModule(enabled: readonly ModuleName[]): ModuleName {
  return effectiveModules(enabled)[0] ?? 'writer';
}

/**
 * Whether a named route exists under this set-up. A route that belongs to a module (by its path) needs that
 * module enabled; routes of no module (benchmark, twitchLive, …) follow only the extra-disabled list.
 */
export function isRouteEnabled(
  name: RouteName,
  enabled: readonly ModuleName[],
  extraDisabled: readonly RouteName[] = EXTRA_DISABLED_ROUTES,
): boolean {
  if (ALWAYS_KEPT_ROUTES.includes(name)) return true;
  if (extraDisabled.includes(name)) return false;
  const module = detectModule(ROUTES[name].path);
  return module === null || effectiveModules(enabled).includes(module);
}

export const moduleStart = (module: ModuleName): string => MODULE_START[module];
export const moduleLogin = (module: ModuleName): string => MODULE_LOGIN[module];
