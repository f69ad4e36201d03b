import { Hono } from 'hono';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  OUTREACH_ATTACHMENT_FILE_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
  attachmentFileQuerySchema,
  attachmentUploadFieldsSchema,
  draftsAttachedSchema,
  draftsUploadFieldsSchema,
  emailAttachmentsSchema,
  endpoints,
} from '../../../src/lib/api/endpoints.ts';
import { readers, writers } from '../../../src/lib/api/endpoints/common.ts';
import { ATTACHMENT_TOTAL_MAX_BYTES } from '../../../src/lib/kox-outreach-attachments.ts';
import { checkAccess, requireTeam, requireUser } from '../../lib/access.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { authMiddleware } from '../../lib/auth-middleware.ts';
import { limitBody } from '../../lib/body-limit.ts';
import { AppError, ok } from '../../lib/errors.ts';
import { implement } from '../../lib/implement.ts';
import { parseInput } from '../../lib/request-input.ts';
import { MULTIPART_ENVELOPE_BYTES, readUploadForm } from '../../lib/upload-form.ts';
import { checkFile } from './attachment-file.ts';
import { receivedFileSink } from './received-file.ts';
import {
  attachToDrafts,
  attachToEmail,
  emailAttachments,
  removeAttachment,
  visibleAttachment,
} from './attachment-service.ts';
import { contentDisposition } from './content-disposition.ts';
import { readBlob } from './blob-store.ts';

const uploadRules = {
  maxBytes: ATTACHMENT_TOTAL_MAX_BYTES,
  refusal: () => new AppError('KOX_ATTACHMENT_TOTAL'),
  noFile: 'Choose a file to attach.',
};

/**
 * A body over 50 MB is refused with §5's rule (10323, HTTP 413) as soon as its Content-Length says so, or when
 * the bytes read pass the limit: the rest is never read (hence `Connection: close`).
 */
const limitUpload = limitBody(ATTACHMENT_TOTAL_MAX_BYTES + MULTIPART_ENVELOPE_BYTES, uploadRules.refusal);

/** The multipart fields and the checked file, or a 10201 / 1032x refusal before anything is written. */
async function readUpload<S extends z.ZodType>(c: Context<AppEnv>, fields: S) {
  const { input, file } = await readUploadForm(c, fields, uploadRules, receivedFileSink());
  return { input, file: checkFile(file.name, file.contentType, file.content) };
}

/**
 * The uploads (multipart, so outside the endpoint table). Mounted before the app's `/api/*` body limit, whose
 * 1 MB cap would refuse a 50 MB file; they set the user themselves.
 */
export function outreachAttachmentUploadRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const path of [OUTREACH_ATTACHMENT_UPLOAD_PATH, OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH])
    router.use(path, limitUpload, authMiddleware);
  router.post(OUTREACH_ATTACHMENT_UPLOAD_PATH, async (c) => {
    checkAccess(c, writers);
    const { input, file } = await readUpload(c, attachmentUploadFieldsSchema);
    const result = await attachToEmail(c.var.deps.db, requireUser(c), requireTeam(c), input.email_id, file);
    return ok(c, emailAttachmentsSchema.parse(result));
  });
  router.post(OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH, async (c) => {
    checkAccess(c, writers);
    const { input, file } = await readUpload(c, draftsUploadFieldsSchema);
    const result = await attachToDrafts(
      c.var.deps.db,
      requireUser(c),
      requireTeam(c),
      input.project_id,
      file,
    );
    return ok(c, draftsAttachedSchema.parse(result));
  });
  return router;
}

/** The list and removal (endpoint table) and the download (raw bytes), behind the app's `/api/*` guards. */
export function outreachAttachmentRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  implement(router, endpoints['koxOutreach.attachments'], (input, c) =>
    emailAttachments(c.var.deps.db, requireTeam(c), input.email_id),
  );
  implement(router, endpoints['koxOutreach.removeAttachment'], (input, c) =>
    removeAttachment(c.var.deps.db, requireTeam(c), input.attachment_id),
  );
  router.get(OUTREACH_ATTACHMENT_FILE_PATH, async (c) => {
    checkAccess(c, readers);
    const { attachment_id } = parseInput(attachmentFileQuerySchema, c.req.query());
    const db = c.var.deps.db;
    const { attachment } = await visibleAttachment(db, requireTeam(c), attachment_id);
    const chunks = readBlob(db, attachment.teamId, attachment.sha256);
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    // Always a download, never shown in the app's origin: the stored type is one of the allowed ones, and
    // nosniff keeps a browser from guessing another.
    c.header('Content-Type', attachment.contentType);
    c.header('Content-Disposition', contentDisposition(attachment.fileName));
    c.header('Content-Length', String(attachment.size));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Cache-Control', 'private, no-store');
    return c.body(stream);
  });
  return router;
}
