import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

/**
 * Serves the built app from `distDir`: hashed files under assets/ are cached for a year, everything else is
 * revalidated, and any other GET that is neither an API call nor a file gets index.html so client routes survive a reload.
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string): void {
  // Without a build (tests, `npm run dev` where Vite serves the app) only the fallback below is mounted.
  if (existsSync(distDir)) mountFiles(app, distDir);
  app.get('*', async (c, next) => {
    const index = path.join(distDir, 'index.html');
    const looksLikeFile = path.posix.basename(c.req.path).includes('.');
    if (c.req.path.startsWith('/api/') || looksLikeFile || !existsSync(index)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(index, 'utf8'));
  });
}

function mountFiles(app: Hono<AppEnv>, distDir: string): void {
  // serveStatic builds its response before onFound runs, so the header is set on the way out instead.
  const found = new WeakMap<Context, string>();
  app.use('*', async (c, next) => {
    await next();
    const filePath = found.get(c);
    if (!filePath) return;
    const hashed = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
    c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root: distDir, onFound: (filePath, c) => void found.set(c, filePath) }));
}
