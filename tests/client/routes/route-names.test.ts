import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { SCREENS } from '@/lib/screen-catalog';
import { resources } from '@/lib/i18n/resources';
import { routeNameOfPath, ROUTES, ROUTE_NAMES, titleKeyOf } from '@/lib/router/route-names';
import { createAppRouter } from '@/router';

// The chat's parts are stand-ins here (tests/client/stand-ins/chat-shell.ts, the `client-shell` project).

const normalize = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath);

function leafRoutes(): AnyRoute[] {
  const router = createAppRouter({ queryClient: new QueryClient() });
  return (Object.values(router.routesById) as AnyRoute[]).filter(
    (route) => !route.children || route.children.length === 0,
  );
}

describe('named routes (spec §2)', () => {
  it('keeps the spec’s own route names', () => {
    for (const name of [
      'root',
      'login',
      'bulogin',
      'BuloginPwdbulogin',
      'loginWriter',
      'loginDesigner',
      'previewDocument',
      'dev',
      '404',
      'reportShare',
      'hotideasShare',
      'benchmark',
      'socialBoosterUsageGuide',
      'twitchLive',
    ]) {
      expect(ROUTE_NAMES, name).toContain(name);
    }
  });

  it('gives every screen of the catalog a named route with the catalog’s title key', () => {
    for (const screen of SCREENS) {
      const name = routeNameOfPath(screen.path);
      expect(name, screen.path).toBeDefined();
      expect(titleKeyOf(name!), screen.id).toBe(screen.titleKey);
    }
  });

  it('has a route file for every name, at the name’s path', () => {
    const paths = new Set(leafRoutes().map((r) => normalize(r.fullPath)));
    for (const name of ROUTE_NAMES) {
      // Layout-only names (a path with children) exist as the index route at the same path.
      expect(paths, `${name} → ${ROUTES[name].path}`).toContain(ROUTES[name].path);
    }
  });

  it('names every leaf route, and the name matches its path', () => {
    for (const route of leafRoutes()) {
      const name = route.options.staticData?.name ?? routeNameOfPath(route.fullPath);
      expect(name, route.fullPath).toBeDefined();
      expect(ROUTES[name!].path, route.id).toBe(normalize(route.fullPath));
    }
  });

  it('has a title in both languages for every screen route', () => {
    for (const name of ROUTE_NAMES) {
      const key = titleKeyOf(name);
      if (!key) continue;
      for (const lng of ['zh', 'en']) {
        const titles = (resources[lng]?.screens as { title?: Record<string, string> } | undefined)?.title;
        expect(titles?.[key], `${lng} screens:title.${key}`).toBeTruthy();
      }
    }
  });
});
