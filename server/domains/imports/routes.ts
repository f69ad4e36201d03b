import { Hono } from 'hono';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PATH,
  IMPORT_TEMPLATE_PATH,
  importResultSchema,
  importTemplateQuerySchema,
  importUploadFieldsSchema,
} from '../../../src/lib/api/endpoints.ts';
import { writers } from '../../../src/lib/api/endpoints/common.ts';
import { access } from '../../../src/lib/api/define-endpoint.ts';
import { checkAccess } from '../../lib/access.ts';
import { teamCaller } from '../dashboard/team-scope.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { authMiddleware } from '../../lib/auth-middleware.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { AppError, ok } from '../../lib/errors.ts';
import { bytesSink } from '../../lib/multipart-body.ts';
import { parseInput } from '../../lib/request-input.ts';
import { MULTIPART_ENVELOPE_BYTES, readUploadForm } from '../../lib/upload-form.ts';
import { buildTemplate, TEMPLATE_CONTENT_TYPE, TEMPLATE_FILE_NAME } from './import-template.ts';
import { importPosts } from './import-posts.ts';
import { readImportFile } from './read-import-file.ts';

const TOO_LARGE = 'The file is larger than 10 MB.';
const importRules = {
  maxBytes: IMPORT_MAX_BYTES,
  refusal: () => new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE),
  noFile: 'Choose a CSV or XLSX file.',
};
/** An empty subject field, as a form left blank sends it, means none. */
const importFields = z.preprocess((fields) => {
  const { subject_id, ...rest } = fields as Record<string, string>;
  return subject_id ? { ...rest, subject_id } : rest;
}, importUploadFieldsSchema);

/**
 * Raw file routes of the post import (not JSON, so outside the endpoint table). Mounted before the app's
 * `/api/*` body limit, whose 1 MB cap would refuse a 10 MB file; they set the user themselves.
 */
export function importRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use(IMPORT_TEMPLATE_PATH, authMiddleware);
  router.use(
    IMPORT_PATH,
    limitBody(IMPORT_MAX_BYTES + MULTIPART_ENVELOPE_BYTES, importRules.refusal),
    authMiddleware,
  );

  router.get(IMPORT_TEMPLATE_PATH, async (c) => {
    checkAccess(c, access.user);
    const { format } = parseInput(importTemplateQuerySchema, c.req.query());
    const bytes = buildTemplate(format);
    c.header('Content-Type', TEMPLATE_CONTENT_TYPE[format]);
    c.header('Content-Disposition', `attachment; filename="${TEMPLATE_FILE_NAME}.${format}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(bytes.buffer as ArrayBuffer);
  });

  router.post(IMPORT_PATH, async (c) => {
    checkAccess(c, writers);
    const caller = teamCaller(c);
    const { input, file } = await readUploadForm(c, importFields, importRules, bytesSink());
    const sheet = await readImportFile(file.name, file.content);
    const result = await importPosts({
      db: c.var.deps.db,
      store: c.var.deps.analytics,
      caller,
      dashboardId: input.dashboard_id,
      subjectId: input.subject_id,
      fileName: file.name,
      sheet,
    });
    return ok(c, importResultSchema.parse(result));
  });

  return router;
}
