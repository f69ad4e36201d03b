import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import {
  TEAM_LOGO_FILE_PATH,
  TEAM_LOGO_MAX_BYTES,
  TEAM_LOGO_PATH,
  teamLogoFileParamsSchema,
  teamLogoSchema,
} from '../../../src/lib/api/endpoints.ts';
import { teamAdmins } from '../../../src/lib/api/endpoints/common.ts';
import type { Db } from '../../db/client.ts';
import { checkAccess, requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { authMiddleware } from '../../lib/auth-middleware.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { AppError, ok } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request-input.ts';
import { findLogo, storeLogo } from './logo.ts';

const TOO_LARGE = 'The image must be at most 10 MB.';
/** Room for the multipart envelope around an image of the largest accepted size. */
const MULTIPART_OVERHEAD = 64_000;
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The logo upload (multipart, not JSON, so outside the endpoint table). Mounted before the app's `/api/*` body
 * limit, whose 1 MB cap would refuse a 10 MB image; it sets the user itself.
 */
export function teamLogoUploadRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use(TEAM_LOGO_PATH, limitBody(TEAM_LOGO_MAX_BYTES + MULTIPART_OVERHEAD, TOO_LARGE), authMiddleware);
  router.post(TEAM_LOGO_PATH, async (c) => {
    checkAccess(c, teamAdmins);
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new AppError('VALIDATION', 'Send the image as multipart/form-data.', [
        { path: 'file', message: 'Send the image as multipart/form-data.' },
      ]);
    }
    const file = body.file;
    if (!(file instanceof File))
      throw new AppError('VALIDATION', undefined, [{ path: 'file', message: 'Choose an image.' }]);
    if (file.size > TEAM_LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    const result = await storeLogo(
      c.var.deps.db,
      requireUser(c),
      requireTeam(c),
      new Uint8Array(await file.arrayBuffer()),
    );
    return ok(c, teamLogoSchema.parse(result));
  });
  return router;
}

/**
 * The logo bytes, for img tags (which send no token): public, addressed by team and content hash, so only a
 * link handed out by the team finds it, and a new logo is a new address that caches may keep for ever.
 * Mounted before the app's own security headers: an image needs a stricter policy than a page, and nothing else.
 */
export function teamLogoFileRoutes(db: Db): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const path = TEAM_LOGO_FILE_PATH.replace(/\{(\w+)\}/g, ':$1');
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
    const { team_id, sha256 } = parseInput(teamLogoFileParamsSchema, c.req.param());
    const logo = await findLogo(db, team_id, sha256);
    if (!logo) throw new AppError('NOT_FOUND');
    c.header('Content-Type', logo.contentType);
    c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    return c.body(new Uint8Array(logo.bytes));
  });
  return router;
}
