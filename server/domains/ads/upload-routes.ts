import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
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
import { AppError, ok } from '../../lib/errors.ts';
import { isUnsafeText } from '../../lib/input-guard.ts';
import { deflatingSink } from '../../lib/deflating-sink.ts';
import {
  BodyTooLargeError,
  bytesSink,
  ignoredFile,
  MultipartError,
  readMultipartBody,
  type FileSink,
  type MultipartBody,
} from '../../lib/multipart-body.ts';
import { publicImageRoutes } from '../../lib/public-image-routes.ts';
import { parseInput } from '../../lib/request-input.ts';
import { contentDisposition } from '../kox-outreach-attachments/content-disposition.ts';
import { findCover, storeCover } from './cover-service.ts';
import { deleteUpload, UPLOAD_CHUNK_BYTES, uploadChunksSink } from './upload-chunks.ts';
import { acceptUpload, checkUpload } from './upload-service.ts';

/** Room for the multipart envelope and the text fields around a file of the largest accepted size. */
const MULTIPART_OVERHEAD = 64_000;

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
 * The request's body as it arrives: Node's own request when nothing has begun reading it (Node 20's web stream
 * over it copies every piece, 36 MB more garbage an upload), otherwise the web stream.
 */
function bodyPieces(c: Context<AppEnv>): AsyncIterable<Uint8Array> {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (
    incoming instanceof IncomingMessage &&
    !incoming.readableDidRead &&
    incoming.listenerCount('data') === 0
  )
    return incoming;
  const body = c.req.raw.body;
  if (!body) throw new MultipartError('The body is empty.');
  return body;
}

/**
 * The multipart text fields (checked against `fields`) and the file, its bytes handed to `sink` as they
 * arrive (10201 for a body that is no form, the limit's own code past `maxBytes`). A body refused before its
 * end is left unread, so the answer closes the connection.
 */
async function readMultipart<S extends z.ZodType, R>(
  c: Context<AppEnv>,
  fields: S,
  limit: { maxBytes: number; refusal: () => AppError },
  sink: FileSink<R>,
) {
  const maxBytes = limit.maxBytes + MULTIPART_OVERHEAD;
  let body: MultipartBody<R | undefined>;
  try {
    if (Number(c.req.header('content-length')) > maxBytes) throw new BodyTooLargeError();
    let opened = false;
    body = await readMultipartBody(
      bodyPieces(c),
      c.req.header('content-type') ?? null,
      (field) => {
        if (field !== 'file') return ignoredFile;
        if (opened)
          throw new AppError('VALIDATION', undefined, [{ path: 'file', message: 'Send one file.' }]);
        opened = true;
        return sink;
      },
      maxBytes,
    );
  } catch (error) {
    c.header('Connection', 'close');
    if (error instanceof BodyTooLargeError) throw limit.refusal();
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
  return { input, file: { name: file.name, content: file.content as R } };
}

const exportLimit = { maxBytes: AD_IMPORT_MAX_FILE_BYTES, refusal: fileTooLarge };

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
      read = await readMultipart(c, adDataUploadFieldsSchema, exportLimit, stored);
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
    const { input, file } = await readMultipart(c, adDataCheckFieldsSchema, exportLimit, deflated).finally(
      () => deflated.abandon(),
    );
    const toCheck = { name: file.name, deflated: Buffer.concat(pieces), size: file.content.size };
    return ok(c, adDataCheckSchema.parse(await checkUpload(toCheck, input.account_currency)));
  });

  router.post(AD_COVER_UPLOAD_PATH, async (c) => {
    checkAccess(c, writers);
    const coverLimit = { maxBytes: AD_COVER_MAX_BYTES, refusal: coverTooLarge };
    const { input, file } = await readMultipart(c, adCoverUploadFieldsSchema, coverLimit, bytesSink());
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
