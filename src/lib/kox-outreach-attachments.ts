/* Outreach attachments (spec §5 "Total attachments at most 50MB"): rules shared by the browser and the server. */

/** `POST` multipart `email_id` + `file` → envelope of `koxOutreach.attachments`' output (editors; a raw upload route). */
export const OUTREACH_ATTACHMENT_UPLOAD_PATH = '/api/kox/outreach/attachments/upload';
/**
 * `POST` multipart `project_id` + `file` → envelope `draftsAttachedSchema`: the file goes on every e-mail of the
 * project that can still be edited, all or none (editors; a raw upload route).
 */
export const OUTREACH_ATTACHMENT_UPLOAD_TO_DRAFTS_PATH = '/api/kox/outreach/attachments/upload-to-drafts';
/** `GET ?attachment_id=` the file, as a download (readers of the e-mail's project; a raw route). */
export const OUTREACH_ATTACHMENT_FILE_PATH = '/api/kox/outreach/attachments/file';

/** Spec §5 / §9: all of one e-mail's attachments together, in bytes (50 MiB). */
export const ATTACHMENT_TOTAL_MAX_BYTES = 52_428_800;

/** Longer names are refused rather than cut: a cut name could lose its extension or meet another file's name. */
export const ATTACHMENT_NAME_MAX_CHARS = 255;

/**
 * What may be attached, by extension: the type the recipient's mail program is told, and how the content must
 * begin (null: text, which has no signature but may hold no NUL byte). Never HTML, SVG or scripts: a file served
 * back for download must not run in the app's origin or a mail client.
 */
export const ATTACHMENT_TYPES: Record<string, { type: string; magic: number[][] | null }> = {
  pdf: { type: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  png: { type: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  jpg: { type: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { type: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  gif: { type: 'image/gif', magic: [[0x47, 0x49, 0x46, 0x38]] },
  webp: { type: 'image/webp', magic: [[0x52, 0x49, 0x46, 0x46]] },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  pptx: {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  zip: { type: 'application/zip', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  txt: { type: 'text/plain', magic: null },
  csv: { type: 'text/csv', magic: null },
};

/** Types a browser may report for a file besides the canonical one (empty: it did not know). */
const ALSO_DECLARED: Record<string, string[]> = {
  'application/zip': ['application/x-zip-compressed'],
  'text/csv': ['application/vnd.ms-excel', 'text/plain'],
  'image/jpeg': ['image/pjpeg'],
};

export type AttachmentNameIssue = 'empty' | 'control' | 'separator' | 'too_long' | 'type';

export const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a file name cannot be attached (null: it can). Checked in the browser before the upload and on the server. */
export function attachmentNameIssue(name: string): AttachmentNameIssue | null {
  if (name.trim() === '' || name === '.' || name === '..') return 'empty';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control';
  if (/[/\\]/.test(name)) return 'separator';
  if (name.length > ATTACHMENT_NAME_MAX_CHARS) return 'too_long';
  if (!ATTACHMENT_TYPES[extensionOf(name)]) return 'type';
  return null;
}

/** The type a file of this name is sent with, if its declared type (the browser's guess, may be empty) agrees. */
export function attachmentTypeOf(name: string, declared: string): string | null {
  const known = ATTACHMENT_TYPES[extensionOf(name)];
  if (!known) return null;
  const given = declared.split(';')[0]!.trim().toLowerCase();
  const accepted = ['', 'application/octet-stream', known.type, ...(ALSO_DECLARED[known.type] ?? [])];
  return accepted.includes(given) ? known.type : null;
}

/** Whether the content begins as its type says (text: holds no NUL byte in its first 8 KB). */
export function contentMatchesType(name: string, head: Uint8Array): boolean {
  const known = ATTACHMENT_TYPES[extensionOf(name)];
  if (!known) return false;
  if (!known.magic) return !head.subarray(0, 8192).includes(0);
  return known.magic.some((sig) => sig.every((byte, i) => head[i] === byte));
}

/** "12.3 MB" (decimal-free below 1 KB), as the totals against 50 MB are shown. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
