import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AD_COVER_MAX_BYTES, AD_IMPORT_MAX_FILE_BYTES } from '../../../src/lib/ads/ad-values.ts';
import {
  AD_COVER_FILE_PATH,
  AD_COVER_UPLOAD_PATH,
  AD_DATA_CHECK_PATH,
  AD_DATA_TEMPLATE_PATH,
  AD_DATA_UPLOAD_PATH,
  adCoverFileParamsSchema,
  adCoverSchema,
  adCoverUploadFieldsSchema,
  adDataCheckFieldsSchema,
  adDataCheckSchema,
  adDataUploadFieldsSchema,
  adDatasetSchema,
  adTemplateQuerySchema,
} from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { readers, writers } from '../../../src/lib/api/endpoints/common.ts';
import { adImportTemplate } from '../../ads/import/ad-import-template.ts';
import type { Db } from '../../db/client.ts';
import { checkAccess, requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { authMiddleware } from '../../lib/auth-middleware.ts';
import { AppError, ok, toResponse } from '../../lib/errors.ts';
import { isUnsafeText } from '../../lib/input-guard.ts';
import { MultipartError, readMultipartBody, type MultipartBody } from '../../lib/multipart-body.ts';
import { publicImageRoutes } from '../../lib/public-image-routes.ts';
import { parseInput } from '../../lib/request-input.ts';
import { contentDisposition } from '../kox-outreach-attachments/content-disposition.ts';
import { findCover, storeCover } from './cover-service.ts';
import { acceptUpload, checkUpload } from './upload-service.ts';

/** Room for the multipart envelope and the text fields around a file of the largest accepted size. */
const MULTIPART_OVERHEAD = 64_000;

/**
 * A body over the limit is refused with its own code as soon as its Content-Length says so, or when the bytes
 * read pass it; the rest is never read (hence `Connection: close`, as limitBody does).
 */
const limitTo = (maxBytes: number, refusal: () => AppError) =>
  bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD,
    onError: (c) => {
      c.header('Connection', 'close');
      return toResponse(c, refusal());
    },
  });

const fileTooLarge = () =>
  new AppError('AD_IMPORT_FILE_TOO_LARGE', undefined, [
    {
      path: 'file',
      message: 'the file is too large',
      code: ErrorCode.AD_IMPORT_FILE_TOO_LARGE,
      params: { max_mb: AD_IMPORT_MAX_FILE_BYTES / 1_000_000 },
    },
  ]);
const coverTooLarge = () =>
  new AppError('AD_COVER_TOO_LARGE', undefined, [
    { path: 'file', message: 'AD_COVER_TOO_LARGE', params: { max_bytes: AD_COVER_MAX_BYTES } },
  ]);

/**
 * The multipart text fields (checked against `fields`) and the file's name and bytes; 10201 otherwise. Read a
 * piece at a time (readMultipartBody): an export of 100 MB must not hold the event loop while it is taken apart.
 */
async function readMultipart<S extends z.ZodType>(c: Context<AppEnv>, fields: S) {
  let body: MultipartBody;
  try {
    body = await readMultipartBody(c.req.raw);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    throw new AppError('VALIDATION', 'Send the file as multipart/form-data.', [
      { path: 'file', message: 'Send the file as multipart/form-data.' },
    ]);
  }
  for (const [key, value] of Object.entries(body.fields))
    if (isUnsafeText(key) || isUnsafeText(value))
      throw new AppError('VALIDATION', undefined, [
        { path: key, message: 'contains a character that is not allowed' },
      ]);
  const input = parseInput(fields, { ...body.fields }) as z.infer<S>;
  const file = body.files.file;
  if (!file) throw new AppError('VALIDATION', undefined, [{ path: 'file', message: 'Choose a file.' }]);
  return { input, file: { name: file.name, bytes: file.bytes } };
}

/**
 * The uploads and the template (multipart and a file, so outside the endpoint table; docs/api.md). Mounted
 * before the app's `/api/*` body limit, whose 1 MB cap would refuse an export; they set the user themselves.
 */
export function adUploadRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const path of [AD_DATA_UPLOAD_PATH, AD_DATA_CHECK_PATH])
    router.use(path, limitTo(AD_IMPORT_MAX_FILE_BYTES, fileTooLarge), authMiddleware);
  router.use(AD_COVER_UPLOAD_PATH, limitTo(AD_COVER_MAX_BYTES, coverTooLarge), authMiddleware);
  router.use(AD_DATA_TEMPLATE_PATH, authMiddleware);

  router.post(AD_DATA_UPLOAD_PATH, async (c) => {
    checkAccess(c, writers);
    const { input, file } = await readMultipart(c, adDataUploadFieldsSchema);
    const result = await acceptUpload(c.var.deps, requireUser(c), requireTeam(c), input, file);
    return ok(c, adDatasetSchema.parse(result));
  });

  router.post(AD_DATA_CHECK_PATH, async (c) => {
    checkAccess(c, writers);
    const { input, file } = await readMultipart(c, adDataCheckFieldsSchema);
    return ok(c, adDataCheckSchema.parse(await checkUpload(file, input.account_currency)));
  });

  router.post(AD_COVER_UPLOAD_PATH, async (c) => {
    checkAccess(c, writers);
    const { input, file } = await readMultipart(c, adCoverUploadFieldsSchema);
    const result = await storeCover(c.var.deps, requireUser(c), requireTeam(c), input, file.bytes);
    return ok(c, adCoverSchema.parse(result));
  });

  router.get(AD_DATA_TEMPLATE_PATH, async (c) => {
    checkAccess(c, readers);
    const { format, lang } = parseInput(adTemplateQuerySchema, c.req.query());
    const template = adImportTemplate(format, lang);
    c.header('Content-Type', template.contentType);
    c.header('Content-Disposition', contentDisposition(template.fileName));
    c.header('Cache-Control', 'no-store');
    return c.body(template.bytes.buffer as ArrayBuffer);
  });
  return router;
}

/** A cover's bytes for img tags, public by its address (publicImageRoutes). */
export const adCoverFileRoutes = (db: Db): Hono<AppEnv> =>
  publicImageRoutes(AD_COVER_FILE_PATH, adCoverFileParamsSchema, ({ dataset_id, sha256 }) =>
    findCover(db, dataset_id, sha256),
  );
