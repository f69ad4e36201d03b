import type { Handler } from 'hono';
import type { Config } from '../lib/config.ts';

/**
 * /web/conf/app.json (spec §3 "App config"). Both modules are enabled; `clientId` is the workplace-chat OAuth
 * client id the login page needs for its QR code ('' when the QR sign-in is not configured).
 */
function appConfig(config: Config) {
  const clientId = config.OAUTH_CLIENT_ID ?? '';
  const module = { clientId, ico: '/favicon.ico', title: config.APP_TITLE };
  return { title: config.APP_TITLE, modules: { writer: { ...module }, designer: { ...module } } };
}

/** Serves appConfig; it depends only on the configuration, so its JSON is built once per process. */
export function appConfigRoute(config: Config): Handler {
  const body = JSON.stringify(appConfig(config));
  return (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  };
}
