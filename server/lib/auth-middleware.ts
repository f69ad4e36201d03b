import type { MiddlewareHandler } from 'hono';
import { authenticate } from '../domains/auth/service.ts';
import type { AppEnv } from './app-env.ts';

/** The token from `MB-TOKEN`, else from `Authorization: Bearer …` (the client sends both, spec §7). */
export function tokenOf(headers: { header(name: string): string | undefined }): string | undefined {
  const mb = headers.header('MB-TOKEN')?.trim();
  if (mb) return mb;
  const bearer = headers
    .header('Authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  return bearer || undefined;
}

/**
 * Sets `c.var.user` for a live token. It never rejects by itself: public endpoints must keep working when a
 * stale token is still stored in the browser; the access check of each endpoint decides.
 */
export const authMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenOf(c.req);
  c.set('user', token ? await authenticate(c.var.deps.db, c.var.deps.authCache, token) : undefined);
  await next();
};
