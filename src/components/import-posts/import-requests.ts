import { IMPORT_PATH, IMPORT_TEMPLATE_PATH, type IMPORT_FORMATS } from '@/lib/api/endpoints';
import { ErrorCode, type Envelope } from '@/lib/api/error-codes';
import { requestHeaders } from '@/lib/api/client';
import { expireSignIn } from '@/lib/auth/expire-sign-in';

export type TemplateFormat = (typeof IMPORT_FORMATS)[number];

export type UploadOutcome =
  | { ok: true; imported: number }
  | { ok: false; code: number; message: string; issues: { path: string; message: string }[] };

/** A failure without an envelope (network, proxy page): code -1, the caller shows its own network message. */
const NETWORK: UploadOutcome = { ok: false, code: -1, message: '', issues: [] };

function expireSignInOn(code: number, sent: Record<string, string>): void {
  if (code === ErrorCode.SIGN_IN_EXPIRED) expireSignIn(sent);
}

/** The file upload of the post import (multipart, so not through callApi). */
export async function uploadPosts(input: {
  dashboardId: string;
  subjectId?: string;
  file: File;
  signal?: AbortSignal;
}): Promise<UploadOutcome> {
  const form = new FormData();
  form.set('dashboard_id', input.dashboardId);
  if (input.subjectId) form.set('subject_id', input.subjectId);
  form.set('file', input.file, input.file.name);
  const sent = requestHeaders();
  let envelope: Envelope<{ imported: number } | null>;
  try {
    const res = await fetch(IMPORT_PATH, {
      method: 'POST',
      headers: { ...sent, Accept: 'application/json' },
      body: form,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    envelope = (await res.json()) as Envelope<{ imported: number } | null>;
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return NETWORK;
  }
  if (typeof envelope?.code !== 'number') return NETWORK;
  if (envelope.code === ErrorCode.OK && envelope.data) return { ok: true, imported: envelope.data.imported };
  expireSignInOn(envelope.code, sent);
  return { ok: false, code: envelope.code, message: envelope.message, issues: envelope.issues ?? [] };
}

/** Downloads the template through fetch (the sign-in travels in headers, so a plain link cannot carry it). */
export async function downloadTemplate(format: TemplateFormat): Promise<boolean> {
  const sent = requestHeaders();
  let res: Response;
  try {
    res = await fetch(`${IMPORT_TEMPLATE_PATH}?format=${format}`, { headers: sent });
  } catch {
    return false;
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope<null> | null;
    if (body) expireSignInOn(body.code, sent);
    return false;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `post-import-template.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
