import type { StaticDataRouteOption } from '@tanstack/react-router';
import { routeNameOfPath, titleKeyOf, type RouteName } from './route-names.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route's name (spec §2 named routes); the guard and module rules work on names. */
    name?: RouteName;
    /** Key under `screens:title.` for the document title; absent = 未配置标题. */
    titleKey?: string;
  }
}

/** `staticData` for a route file: its name and the title key the name table gives it. */
export function routeMeta(name: RouteName): StaticDataRouteOption {
  return { name, titleKey: titleKeyOf(name) };
}

interface MatchLike {
  fullPath: string;
  staticData?: StaticDataRouteOption;
}

/**
 * Name and title of a matched route: its `staticData` when the route file declares it, else what the name table
 * says about its path, so a route file written without meta still gets the guard and a title.
 */
export function metaOfMatch(match: MatchLike | undefined): { name?: RouteName; titleKey?: string } {
  if (!match) return {};
  const name = match.staticData?.name ?? routeNameOfPath(match.fullPath);
  return { name, titleKey: match.staticData?.titleKey ?? (name ? titleKeyOf(name) : undefined) };
}
