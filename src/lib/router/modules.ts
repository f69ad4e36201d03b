import { MODULES, type ModuleName } from '../roles.ts';
import { ROUTES, type RouteName } from './route-names.ts';

/** The part of app.json (spec §7 "Config") that decides which modules run and how they look. */
export interface ModuleConfigSource {
  title?: string;
  modules?: Partial<Record<ModuleName, { clientId?: string; ico?: string; title?: string } | undefined>>;
}

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

/** Spec §1: designer if the route text contains "designer", otherwise writer if it contains "writer". */
export function moduleOfPath(path: string): ModuleName | undefined {
  if (path.includes('designer')) return 'designer';
  if (path.includes('writer')) return 'writer';
  return undefined;
}

/** Modules switched on in app.json; with no config at all (it failed to load) every module stays on. */
export function enabledModules(config: ModuleConfigSource | null | undefined): ModuleName[] {
  if (!config?.modules) return [...MODULES];
  return MODULES.filter((m) => config.modules?.[m] != null);
}

export function defaultModule(enabled: readonly ModuleName[]): ModuleName {
  return enabled[0] ?? 'writer';
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
  const module = moduleOfPath(ROUTES[name].path);
  return module === undefined || enabled.includes(module);
}

export const moduleStart = (module: ModuleName): string => MODULE_START[module];
export const moduleLogin = (module: ModuleName): string => MODULE_LOGIN[module];
