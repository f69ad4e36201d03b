import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { readers, recordId, writers } from './common.ts';

/* Files attached to outreach e-mails, at most 50 MB per e-mail (spec §5; docs/kox.md "Outreach attachments"). */

export {
  OUTREACH_ATTACHMENT_FILE_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
} from '../../kox-outreach-attachments.ts';

export const outreachAttachmentSchema = z.object({
  attachment_id: z.string(),
  email_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
});

export const emailAttachmentsSchema = z.object({
  email_id: z.string(),
  attachments: z.array(outreachAttachmentSchema),
  total_bytes: z.number().int(),
  /** ATTACHMENT_TOTAL_MAX_BYTES (spec §5: 50 MB). */
  max_bytes: z.number().int(),
});

export const draftsAttachedSchema = z.object({
  /** E-mails that got the file now; those that already had the same file under the same name are not counted. */
  attached: z.number().int(),
  email_ids: z.array(z.string()),
  file_name: z.string(),
  size: z.number().int(),
});

export const attachmentUploadFieldsSchema = z.object({ email_id: recordId });
export const draftsUploadFieldsSchema = z.object({ project_id: recordId });
export const attachmentFileQuerySchema = z.object({ attachment_id: recordId });

export const koxOutreachAttachmentEndpoints = {
  'koxOutreach.attachments': defineEndpoint({
    key: 'koxOutreach.attachments',
    method: 'GET',
    path: '/api/kox/outreach/attachments',
    input: z.object({ email_id: recordId }),
    output: emailAttachmentsSchema,
    access: readers,
    summary: "An outreach e-mail's attachments (name, type, size) and their total against 50 MB.",
  }),
  'koxOutreach.removeAttachment': defineEndpoint({
    key: 'koxOutreach.removeAttachment',
    method: 'POST',
    path: '/api/kox/outreach/attachments/remove',
    input: z.object({ attachment_id: recordId }),
    output: emailAttachmentsSchema,
    access: writers,
    summary:
      'Removes a file from an e-mail not yet on its way (draft, needs info, generation or send failed).',
  }),
} satisfies Record<string, Endpoint>;
