import { Hono } from 'hono';
import { z } from 'zod';
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
import { bytesSink } from '../../lib/multipart-body.ts';
import { publicImageRoutes } from '../../lib/public-image-routes.ts';
import { MULTIPART_ENVELOPE_BYTES, readUploadForm } from '../../lib/upload-form.ts';
import { findLogo, storeLogo } from './logo.ts';

const TOO_LARGE = 'The image must be at most 10 MB.';
const logoRules = {
  maxBytes: TEAM_LOGO_MAX_BYTES,
  refusal: () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE),
  noFile: 'Choose an image.',
  notAForm: 'Send the image as multipart/form-data.',
};
/** The form has no field but the image: any other is ignored, as before. */
const noFields = z.object({});

/**
 * The logo upload (multipart, not JSON, so outside the endpoint table). Mounted before the app's `/api/*` body
 * limit, whose 1 MB cap would refuse a 10 MB image; it sets the user itself.
 */
export function teamLogoUploadRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use(
    TEAM_LOGO_PATH,
    limitBody(TEAM_LOGO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES, logoRules.refusal),
    authMiddleware,
  );
  router.post(TEAM_LOGO_PATH, async (c) => {
    checkAccess(c, teamAdmins);
    const { file } = await readUploadForm(c, noFields, logoRules, bytesSink());
    const result = await storeLogo(c.var.deps.db, requireUser(c), requireTeam(c), file.content);
    return ok(c, teamLogoSchema.parse(result));
  });
  return router;
}

/** The logo's bytes for img tags, public by its address (publicImageRoutes). */
export const teamLogoFileRoutes = (db: Db): Hono<AppEnv> =>
  publicImageRoutes(TEAM_LOGO_FILE_PATH, teamLogoFileParamsSchema, ({ team_id, sha256 }) =>
    findLogo(db, team_id, sha256),
  );
