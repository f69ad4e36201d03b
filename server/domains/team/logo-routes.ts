import { Hono } from 'hono';
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
import { publicImageRoutes } from '../../lib/public-image-routes.ts';
import { findLogo, storeLogo } from './logo.ts';

const TOO_LARGE = 'The image must be at most 10 MB.';
/** Room for the multipart envelope around an image of the largest accepted size. */
const MULTIPART_OVERHEAD = 64_000;

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

/** The logo's bytes for img tags, public by its address (publicImageRoutes). */
export const teamLogoFileRoutes = (db: Db): Hono<AppEnv> =>
  publicImageRoutes(TEAM_LOGO_FILE_PATH, teamLogoFileParamsSchema, ({ team_id, sha256 }) =>
    findLogo(db, team_id, sha256),
  );
