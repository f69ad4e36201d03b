import type { Envelope } from '../../../src/lib/api/error-codes.ts';
import {
  OUTREACH_ATTACHMENT_FILE_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_PATH,
  OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH,
} from '../../../src/lib/api/endpoints.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A small file that begins as a PDF does, with bytes of every value after the signature. */
export function pdfOf(size: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) & 0xff;
  bytes.set(Buffer.from('%PDF-1.7\n'));
  return bytes;
}

export interface UploadAnswer {
  status: number;
  body: Envelope<Record<string, unknown>>;
}

/** The multipart upload of one file onto an e-mail (`email_id`) or a project's drafts (`project_id`). */
export async function upload(
  t: TestApp,
  token: string,
  target: { email_id: string } | { project_id: string },
  file: { bytes: Uint8Array; name: string; type?: string },
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(target)) form.append(key, value);
  form.append(
    'file',
    new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/pdf' }),
  );
  const path =
    'email_id' in target ? OUTREACH_ATTACHMENT_UPLOAD_PATH : OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH;
  const res = await t.app.request(path, { method: 'POST', body: form, headers: { 'MB-TOKEN': token } });
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

export const download = (t: TestApp, token: string, attachmentId: string) =>
  t.app.request(`${OUTREACH_ATTACHMENT_FILE_PATH}?attachment_id=${encodeURIComponent(attachmentId)}`, {
    headers: { 'MB-TOKEN': token },
  });
