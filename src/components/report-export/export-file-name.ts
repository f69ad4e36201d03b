import { formatDate } from '@/lib/format';

export type ExportFormat = 'png' | 'pdf';

// Characters Windows, macOS or Linux refuse in a file name, and control characters; letters of any script stay.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_BASE_LENGTH = 120;

/** `<dashboard name>-<YYYY-MM-DD>.<ext>`: the name made safe for any file system, zh characters kept. */
export function exportFileName(name: string, format: ExportFormat, now: Date = new Date()): string {
  const base =
    name
      .replace(UNSAFE, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // A trailing dot or space is dropped by Windows, a leading dot hides the file elsewhere.
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, MAX_BASE_LENGTH) || 'report';
  return `${base}-${formatDate(now)}.${format}`;
}
