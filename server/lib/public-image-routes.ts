import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';
import { parseInput } from './request-input.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * An uploaded image's bytes for img tags (which send no token): public, addressed by its owner and content hash,
 * so only a link handed out finds it, and a new image is a new address caches may keep for ever. Mounted before
 * the app's own security headers: an image answers with a stricter policy than a page.
 */
export function publicImageRoutes<P>(
  pathTemplate: string,
  params: z.ZodType<P>,
  find: (params: P) => Promise<{ contentType: string; bytes: Uint8Array } | null | undefined>,
): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const path = pathTemplate.replace(/\{(\w+)\}/g, ':$1');
  router.use(
    path,
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      xFrameOptions: 'DENY',
      referrerPolicy: 'no-referrer',
      xContentTypeOptions: 'nosniff',
      crossOriginResourcePolicy: 'same-origin',
      strictTransportSecurity: 'max-age=15552000',
    }),
  );
  router.get(path, async (c) => {
    const image = await find(parseInput(params, c.req.param()));
    if (!image) throw new AppError('NOT_FOUND');
    c.header('Content-Type', image.contentType);
    c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    return c.body(new Uint8Array(image.bytes));
  });
  return router;
}
