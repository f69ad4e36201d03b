import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
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
import { AppError, ok } from '../../lib/errors.ts';
import { deflatingSink } from '../../lib/deflating-sink.ts';
import { bytesSink } from '../../lib/multipart-body.ts';
import { readUploadForm } from '../../lib/upload-form.ts';
import { publicImageRoutes } from '../../lib/public-image-routes.ts';
import { parseInput } from '../../lib/request-input.ts';
import { contentDisposition } from '../kox-outreach-attachments/content-disposition.ts';
import { findCover, storeCover } from './cover-service.ts';
import { deleteUpload, UPLOAD_CHUNK_BYTES, uploadChunksSink } from './upload-chunks.ts';
import { acceptUpload, checkUpload } from './upload-service.ts';

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

const NO_FILE = 'Choose a file.';
const exportLimit = { maxBytes: AD_IMPORT_MAX_FILE_BYTES, refusal: fileTooLarge, noFile: NO_FILE };

/**
 * The uploads and the template (multipart and a file, so outside the endpoint table; docs/api.md). Mounted
 * before the app's `/api/*` body limit, whose 1 MB cap would refuse an export; they set the user themselves.
 */
export function adUploadRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const path of [AD_DATA_UPLOAD_PATH, AD_DATA_CHECK_PATH, AD_COVER_UPLOAD_PATH, AD_DATA_TEMPLATE_PATH])
    router.use(path, authMiddleware);

  router.post(AD_DATA_UPLOAD_PATH, async (c) => {
    checkAccess(c, writers);
    const team = requireTeam(c);
    const uploadId = randomUUID();
    const stored = uploadChunksSink(c.var.deps.db, team.id, uploadId);
    let read;
    try {
      read = await readUploadForm(c, adDataUploadFieldsSchema, exportLimit, stored);
    } catch (error) {
      stored.abandon();
      await deleteUpload(c.var.deps.db, uploadId);
      throw error;
    }
    const { input, file } = read;
    const upload = { name: file.name, uploadId, stored: file.content };
    const result = await acceptUpload(c.var.deps, requireUser(c), team, input, upload);
    return ok(c, adDatasetSchema.parse(result));
  });

  router.post(AD_DATA_CHECK_PATH, async (c) => {
    checkAccess(c, writers);
    const pieces: Buffer[] = [];
    const deflated = deflatingSink({
      pieceBytes: UPLOAD_CHUNK_BYTES,
      headBytes: 0,
      onPiece: (piece) => void pieces.push(piece),
    });
    const { input, file } = await readUploadForm(c, adDataCheckFieldsSchema, exportLimit, deflated).finally(
      () => deflated.abandon(),
    );
    const toCheck = { name: file.name, deflated: Buffer.concat(pieces), size: file.content.size };
    return ok(c, adDataCheckSchema.parse(await checkUpload(toCheck, input.account_currency)));
  });

  router.post(AD_COVER_UPLOAD_PATH, async (c) => {
    checkAccess(c, writers);
    const coverLimit = { maxBytes: AD_COVER_MAX_BYTES, refusal: coverTooLarge, noFile: NO_FILE };
    const { input, file } = await readUploadForm(c, adCoverUploadFieldsSchema, coverLimit, bytesSink());
    const result = await storeCover(c.var.deps, requireUser(c), requireTeam(c), input, file.content);
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
