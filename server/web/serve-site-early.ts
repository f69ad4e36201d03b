import type { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { loadConfig, type Config } from '../lib/config.ts';
import { deferred } from '../lib/deferred.ts';
import { builtAppDir } from '../lib/server-paths.ts';
import { listen, type Listening } from './listen.ts';
import { siteApp, startingFetch } from './starting-fetch.ts';

export interface EarlyServer extends Listening {
  config: Config;
  /** Hands every request to the app from now on; those waiting for it get its answers. */
  appReady(app: Hono<AppEnv>): void;
  /** The app did not start: the requests waiting for it fail. */
  appFailed(err: unknown): void;
}

/**
 * Listens before the server's code has loaded, answering the app's pages and files while the database opens,
 * so a browser loads the app meanwhile (starting-fetch.ts). Kept apart from start-server.ts, whose imports
 * take hundreds of milliseconds to load.
 */
export function serveSiteEarly(): EarlyServer {
  const config = loadConfig();
  const ready = deferred<Hono<AppEnv>>();
  const listening = listen(config, startingFetch(siteApp(config, builtAppDir), ready.promise));
  return { ...listening, config, appReady: ready.resolve, appFailed: ready.reject };
}
