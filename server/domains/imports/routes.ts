import { Hono } from 'hono';
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
import { parseInput } from '../../lib/request-input.ts';
import { buildTemplate, TEMPLATE_CONTENT_TYPE, TEMPLATE_FILE_NAME } from './import-template.ts';
import { importPosts } from './import-posts.ts';
import { readImportFile } from './read-import-file.ts';

/** Room for the multipart envelope and the two text fields around a file of the largest accepted size. */
const MULTIPART_OVERHEAD = 64_000;

/**
 * Raw file routes of the post import (not JSON, so outside the endpoint table). Mounted before the app's
 * `/api/*` body limit, whose 1 MB cap would refuse a 10 MB file; they set the user themselves.
 */
export function importRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.use(IMPORT_TEMPLATE_PATH, authMiddleware);
  router.use(
    IMPORT_PATH,
    limitBody(IMPORT_MAX_BYTES + MULTIPART_OVERHEAD, 'The file is larger than 10 MB.'),
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
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new AppError('VALIDATION', 'Send the file as multipart/form-data.', [
        { path: 'file', message: 'Send the file as multipart/form-data.' },
      ]);
    }
    const fields = parseInput(importUploadFieldsSchema, {
      dashboard_id: typeof body.dashboard_id === 'string' ? body.dashboard_id : undefined,
      subject_id: typeof body.subject_id === 'string' && body.subject_id ? body.subject_id : undefined,
    });
    const file = body.file;
    if (!(file instanceof File))
      throw new AppError('VALIDATION', undefined, [{ path: 'file', message: 'Choose a CSV or XLSX file.' }]);
    if (file.size > IMPORT_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB.');
    const sheet = await readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
    const result = await importPosts({
      db: c.var.deps.db,
      store: c.var.deps.analytics,
      caller,
      dashboardId: fields.dashboard_id,
      subjectId: fields.subject_id,
      fileName: file.name,
      sheet,
    });
    return ok(c, importResultSchema.parse(result));
  });

  return router;
}
