import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { Config } from '../lib/config.ts';
import { toResponse } from '../lib/errors.ts';
import { securityHeaders } from '../lib/security-headers.ts';
import { mountSiteRoutes } from './site-routes.ts';

type Fetch = Hono<AppEnv>['fetch'];

/** What only the app answers: its API, the health check, the operator channel, and every request that writes. */
function needsApp(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/api/') || pathname === '/healthz' || pathname.startsWith('/internal/');
}

/** The site routes with the app's error answers and security headers, for the time before the app is ready. */
export function siteApp(config: Config, distDir: string): Hono<AppEnv> {
  const site = new Hono<AppEnv>();
  site.onError((err, c) => toResponse(c, err));
  site.use('*', securityHeaders());
  mountSiteRoutes(site, config, distDir);
  return site;
}

/**
 * The fetch of a server that listens while its database opens: pages and files are answered at once, so a
 * browser loads the app meanwhile, and every other request waits for the app and gets its answer. Once the
 * app is ready it answers everything.
 */
export function startingFetch(site: Hono<AppEnv>, app: Promise<Hono<AppEnv>>): Fetch {
  let ready: Hono<AppEnv> | undefined;
  app.then(
    (started) => (ready = started),
    // Whoever started the app reports its failure; the requests waiting for it fail with it.
    () => {},
  );
  return (request, env) => {
    if (ready) return ready.fetch(request, env);
    if (needsApp(request)) return app.then((started) => started.fetch(request, env));
    return site.fetch(request, env);
  };
}
