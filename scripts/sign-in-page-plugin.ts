import type { Plugin } from 'vite';
import { signInPagePath } from '../src/lib/sign-in-page-paths.ts';

/**
 * `vite dev` answers the sign-in paths with sign-in.html, as the server does for the build
 * (server/web/static-site.ts), so both run the same page.
 */
export function signInPagePlugin(): Plugin {
  return {
    name: 'booster-sign-in-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev.invalid');
        if (req.method === 'GET' && signInPagePath(url.pathname)) req.url = `/sign-in.html${url.search}`;
        next();
      });
    },
  };
}
