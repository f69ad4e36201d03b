import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { signInPagePath } from '../../src/lib/sign-in-page-paths.ts';

/** The build's compressed copies (scripts/precompress-plugin.ts), in the order serveStatic prefers them. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The compressed copy of `file` to send, the way serveStatic's `precompressed` picks one: the first coding the
 * client lists (bare, without parameters) that has a copy on disk.
 */
function compressedCopy(file: string, acceptEncoding: string | undefined) {
  const accepted = new Set(acceptEncoding?.split(',').map((coding) => coding.trim()));
  return ENCODINGS.find((e) => accepted.has(e.coding) && existsSync(file + e.suffix)) ?? null;
}

const hasCompressedCopy = (file: string) => ENCODINGS.some((e) => existsSync(file + e.suffix));

/** The page a client route is answered with: the sign-in page for the sign-in paths, else the app. */
function pageFor(distDir: string, pathname: string): string {
  const signIn = path.join(distDir, 'sign-in.html');
  return signInPagePath(pathname) !== null && existsSync(signIn) ? signIn : path.join(distDir, 'index.html');
}

/**
 * Serves the built app from `distDir`: hashed files under assets/ are cached for a year, everything else is
 * revalidated, and any other GET that is neither an API call nor a file gets index.html (sign-in.html on the
 * sign-in paths) so client routes survive a reload. Each file goes out as its brotli or gzip copy when the client accepts one, with `Vary: Accept-Encoding`
 * on every answer that has copies, so a shared cache keeps them apart.
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string): void {
  // Without a build (tests, `npm run dev` where Vite serves the app) only the fallback below is mounted.
  if (existsSync(distDir)) mountFiles(app, distDir);
  app.get('*', async (c, next) => {
    const index = pageFor(distDir, c.req.path);
    const looksLikeFile = path.posix.basename(c.req.path).includes('.');
    if (c.req.path.startsWith('/api/') || looksLikeFile || !existsSync(index)) return next();
    c.header('Cache-Control', 'no-cache');
    if (hasCompressedCopy(index)) c.header('Vary', 'Accept-Encoding');
    const copy = compressedCopy(index, c.req.header('Accept-Encoding'));
    if (!copy) return c.html(await readFile(index, 'utf8'));
    c.header('Content-Encoding', copy.coding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(await readFile(index + copy.suffix));
  });
}

function mountFiles(app: Hono<AppEnv>, distDir: string): void {
  // serveStatic builds its response before onFound runs, so the headers are set on the way out instead.
  const found = new WeakMap<Context, string>();
  app.use('*', async (c, next) => {
    await next();
    const filePath = found.get(c);
    if (!filePath) return;
    const hashed = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
    c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    // serveStatic says Vary only when it sends a copy; the plain answer varies just as much.
    if (!c.res.headers.has('Content-Encoding') && hasCompressedCopy(filePath))
      c.res.headers.set('Vary', 'Accept-Encoding');
  });
  app.use(
    '*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (filePath, c) => void found.set(c, filePath),
    }),
  );
}
