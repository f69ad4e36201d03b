import type { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { Config } from '../lib/config.ts';
import { appConfigRoute } from './app-config.ts';
import { mountStaticSite } from './static-site.ts';
import { versionScript } from './version-script.ts';

/**
 * What the studio answers from its configuration and its build alone, without the database: the app config,
 * the build version, the API description, and the built app's files and pages. The app mounts them after its
 * API; a node on its own data directory also answers them while its database opens (starting-fetch.ts).
 */
export function mountSiteRoutes(app: Hono<AppEnv>, config: Config, distDir: string): void {
  app.get('/web/conf/app.json', appConfigRoute(config));
  app.get('/version.js', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(await versionScript(distDir));
  });
  let openApi: unknown;
  // Loaded on its first request: it imports every endpoint's and tool's contract, which a server that answers
  // pages while its database opens does not need (serve-site-early.ts).
  app.get('/openapi.json', async (c) =>
    c.json((openApi ??= (await import('./openapi.ts')).buildOpenApi(config.APP_TITLE))),
  );
  mountStaticSite(app, distDir);
}
