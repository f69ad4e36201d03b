import { setImmediate as nextTurn } from 'node:timers/promises';

/** A multipart/form-data body: its text fields and its files, by field name (the last of a name wins). */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { name: string; bytes: Uint8Array }>;
}

export class MultipartError extends Error {}

/** The event loop gets a turn after this many bytes were taken in at once. */
const TURN_BYTES = 2 * 1024 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string | null): string {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? '',
  );
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError('Not a multipart/form-data body.');
  return boundary;
}

/** A Content-Disposition parameter (`name`, `filename`), quoted or not; browsers escape `"` as %22. */
function parameter(disposition: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(disposition);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1').replace(/%22/g, '"') : match[2];
}

/** The bytes read so far, grown by doubling (or sized once by Content-Length). */
class Collected {
  bytes: Buffer;
  length = 0;
  constructor(expected: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(expected, 64 * 1024));
  }
  add(chunk: Uint8Array) {
    if (this.length + chunk.length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + chunk.length));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }
}

/**
 * Reads a multipart/form-data request body a piece at a time, finding its part delimiters as the pieces arrive,
 * so no step holds the event loop for the whole body: undici's `formData()` (Hono's `parseBody`) gathers a
 * 36 MB upload in one copy, copies it again into a File and again into bytes, and held the server's loop for
 * 0.5–1.8 s an upload under load (bench/ad-server.bench.ts). A file's bytes are a view of the body, not a copy.
 * A malformed body is a MultipartError; an error of the stream (a body limit) passes through.
 */
export async function readMultipartBody(request: Request): Promise<MultipartBody> {
  const delimiter = Buffer.from(`\r\n--${boundaryOf(request.headers.get('content-type'))}`);
  const declared = Number(request.headers.get('content-length'));
  // Read as if the body began with CRLF, so the first delimiter looks like every other.
  const body = new Collected(Number.isSafeInteger(declared) && declared > 0 ? declared + 2 : 0);
  body.add(Buffer.from('\r\n'));
  const found: number[] = [];
  let scanFrom = 0;
  let closed = false;
  let sinceTurn = 0;
  const reader = request.body?.getReader();
  if (!reader) throw new MultipartError('The body is empty.');
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // What follows the closing delimiter (an epilogue) is read, as the stream must be, and not kept.
    if (closed) continue;
    body.add(value);
    const seen = body.bytes.subarray(0, body.length);
    while (!closed) {
      const at = seen.indexOf(delimiter, scanFrom);
      // Not yet, or not wholly here: the next piece may complete it.
      if (at < 0) {
        scanFrom = Math.max(scanFrom, body.length - delimiter.length + 1);
        break;
      }
      const after = at + delimiter.length;
      if (after + 2 > body.length) {
        scanFrom = at;
        break;
      }
      // A delimiter is followed by CRLF, or by "--" when it closes the body; anything else is content.
      const next = seen.toString('latin1', after, after + 2);
      if (next === '\r\n' || next === '--') found.push(at);
      closed = next === '--';
      scanFrom = at + 1;
    }
    sinceTurn += value.length;
    if (sinceTurn >= TURN_BYTES) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  const bytes = body.bytes.subarray(0, body.length);
  if (!closed) throw new MultipartError('The multipart body has no closing delimiter.');

  // No prototype: a part named __proto__ is a field like any other.
  const result: MultipartBody = { fields: Object.create(null), files: Object.create(null) };
  for (let i = 0; i + 1 < found.length; i++) {
    const start = found[i]! + delimiter.length + 2; // past the delimiter's CRLF
    const end = found[i + 1]!;
    const headerEnd = bytes.indexOf(HEADER_END, start);
    if (headerEnd < 0 || headerEnd > end) throw new MultipartError('A part has no headers.');
    const headers = bytes.toString('utf8', start, headerEnd).split('\r\n');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h));
    const name = disposition && parameter(disposition, 'name');
    if (!disposition || name === undefined) throw new MultipartError('A part has no name.');
    const content = bytes.subarray(headerEnd + HEADER_END.length, end);
    const fileName = parameter(disposition, 'filename');
    if (fileName === undefined) result.fields[name] = content.toString('utf8');
    else result.files[name] = { name: fileName, bytes: content };
  }
  return result;
}
