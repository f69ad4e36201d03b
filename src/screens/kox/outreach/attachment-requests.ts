import { requestHeaders } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download-file';
import { envelopeFailure, isEnvelope, unreadableAnswer } from '@/lib/api/envelope-failure';
import { ErrorCode } from '@/lib/api/error-codes';
import { i18n } from '@/lib/i18n';
import {
  ATTACHMENT_TOTAL_MAX_BYTES,
  attachmentNameIssue,
  attachmentTypeOf,
  OUTREACH_ATTACHMENT_FILE_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
} from '@/lib/kox-outreach-attachments';

const messageOf = (code: number) =>
  i18n.t(`errors:code.${code}`, { defaultValue: i18n.t('errors:badResponse') });

/**
 * The checks the server makes that the browser can make first (spec §5's total, the name, the type, an empty
 * file), so a 50 MB file that cannot be attached is never sent. Null: upload it.
 */
export function attachmentProblem(file: File, totalBefore: number): string | null {
  const issue = attachmentNameIssue(file.name);
  if (issue === 'type' || (!issue && !attachmentTypeOf(file.name, file.type)))
    return messageOf(ErrorCode.KOX_ATTACHMENT_TYPE);
  if (issue) return messageOf(ErrorCode.KOX_ATTACHMENT_NAME);
  if (file.size === 0) return messageOf(ErrorCode.KOX_ATTACHMENT_EMPTY);
  if (totalBefore + file.size > ATTACHMENT_TOTAL_MAX_BYTES) return messageOf(ErrorCode.KOX_ATTACHMENT_TOTAL);
  return null;
}

/**
 * The multipart upload through XMLHttpRequest, whose upload events give the progress of a big file (fetch has
 * none). `target` is `{ email_id }` (one e-mail) or `{ project_id }` (every draft of the project).
 */
export function uploadAttachment<T>(
  target: { email_id: string } | { project_id: string },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(target)) form.set(key, value);
  form.set('file', file, file.name);
  const path =
    'email_id' in target ? OUTREACH_ATTACHMENT_UPLOAD_PATH : OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const sent = requestHeaders();
    for (const [name, value] of Object.entries(sent)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(unreadableAnswer(0));
    xhr.onload = () => {
      let envelope: unknown;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        envelope = undefined;
      }
      if (!isEnvelope(envelope)) return reject(unreadableAnswer(xhr.status));
      if (envelope.code === ErrorCode.OK) return resolve(envelope.data as T);
      reject(envelopeFailure(envelope, xhr.status, sent));
    };
    xhr.send(form);
  });
}

/** Fetches an attachment with the caller's credentials and hands it to the browser as a download. */
export const downloadAttachment = (attachment: { attachment_id: string; file_name: string }): Promise<void> =>
  downloadFile(
    `${OUTREACH_ATTACHMENT_FILE_PATH}?attachment_id=${encodeURIComponent(attachment.attachment_id)}`,
    attachment.file_name,
  );
