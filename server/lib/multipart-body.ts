import { setImmediate as nextTurn } from 'node:timers/promises';

/** Where a file part's bytes go as they arrive, and what it makes of them at the end. */
export interface FileSink<R> {
  write(bytes: Uint8Array): void | Promise<void>;
  end(): R | Promise<R>;
}

/**
 * The sink for a file part of this field and file name, sent as `contentType` (its Content-Type header, empty
 * when it has none); it may throw to refuse the part.
 */
export type OpenFile<R> = (field: string, fileName: string, contentType: string) => FileSink<R>;

/** A multipart/form-data body: its text fields and its files, by field name (the last of a name wins). */
export interface MultipartBody<R> {
  fields: Record<string, string>;
  files: Record<string, { name: string; content: R }>;
}

export class MultipartError extends Error {}
/** More bytes arrived than the body may have; the rest is not read. */
export class BodyTooLargeError extends Error {}

/** The event loop gets a turn after this many bytes were taken in at once. */
const TURN_BYTES = 2 * 1024 * 1024;
/** A part's headers (a name, a file name, a type) never need more. */
const MAX_HEADER_BYTES = 16 * 1024;
/** A text field is a name or an id, not a document. */
const MAX_FIELD_BYTES = 64 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

function boundaryOf(contentType: string | null): string {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? '',
  );
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError('Not a multipart/form-data body.');
  return boundary;
}

/**
 * A Content-Disposition parameter (`name`, `filename`), quoted or not. Quoted as browsers do (the HTML standard):
 * `"`, CR and LF sent as %22, %0D and %0A, and a backslash as itself, so `..\kit.pdf` keeps the path that makes
 * it refused.
 */
function parameter(disposition: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(disposition);
  if (!match) return undefined;
  if (match[1] === undefined) return match[2];
  return match[1].replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** The length of the longest end of `data` that begins `delimiter` (a delimiter the next piece may complete). */
function partialDelimiterAtEnd(data: Buffer, delimiter: Buffer): number {
  for (let k = Math.min(delimiter.length - 1, data.length); k > 0; k--)
    if (
      data[data.length - k] === delimiter[0] &&
      data.subarray(data.length - k).equals(delimiter.subarray(0, k))
    )
      return k;
  return 0;
}

/** A text field's bytes, gathered up to MAX_FIELD_BYTES. */
function fieldSink(): FileSink<string> {
  const pieces: Buffer[] = [];
  let length = 0;
  return {
    write(bytes) {
      length += bytes.length;
      if (length > MAX_FIELD_BYTES) throw new MultipartError('A text field is too long.');
      pieces.push(Buffer.from(bytes));
    },
    end: () => Buffer.concat(pieces).toString('utf8'),
  };
}

/**
 * Reads a multipart/form-data body a piece at a time, as it arrives: text fields are gathered, each file's
 * bytes go to the sink `openFile` gives for it (stored or compressed as they come), and only a delimiter's
 * worth of bytes is ever held back. A 36 MB upload gathered whole (undici's `formData()`, or our own reader
 * before) cost the server's event loop 45–70 ms in collections of 36 MB of garbage (bench/ad-server.bench.ts).
 * A malformed body is a MultipartError, more than `maxBytes` a BodyTooLargeError; an error of the source or of
 * a sink passes through. After an error the rest of the body is left unread (answer with `Connection: close`).
 */
export async function readMultipartBody<R>(
  source: AsyncIterable<Uint8Array>,
  contentType: string | null,
  openFile: OpenFile<R>,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<MultipartBody<R>> {
  const delimiter = Buffer.from(`\r\n--${boundaryOf(contentType)}`);
  // No prototype: a part named __proto__ is a field like any other.
  const result: MultipartBody<R> = { fields: Object.create(null), files: Object.create(null) };
  // Read as if the body began with CRLF, so the first delimiter looks like every other.
  let held: Buffer = CRLF;
  // Widened: `take` moves it on, which narrowing at this line would not see.
  let state = 'preamble' as 'preamble' | 'headers' | 'content' | 'closed';
  let part: { sink: FileSink<unknown>; done: (value: unknown) => void } | undefined;
  let total = 0;
  let sinceTurn = 0;

  const startPart = (headerText: string) => {
    const headers = headerText.split('\r\n');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h));
    const name = disposition && parameter(disposition, 'name');
    if (!disposition || name === undefined) throw new MultipartError('A part has no name.');
    const fileName = parameter(disposition, 'filename');
    if (fileName === undefined) {
      const sink = fieldSink();
      part = { sink, done: (value) => (result.fields[name] = value as string) };
    } else {
      const type = headers.find((h) => /^content-type:/i.test(h));
      const sink = openFile(name, fileName, type ? type.slice(type.indexOf(':') + 1).trim() : '');
      part = { sink, done: (value) => (result.files[name] = { name: fileName, content: value as R }) };
    }
  };

  /** Takes in what has arrived; returns what must wait for the next piece. */
  const take = async (data: Buffer): Promise<Buffer> => {
    let at = 0;
    while (at < data.length || state === 'headers') {
      if (state === 'closed') return Buffer.alloc(0);
      if (state === 'headers') {
        const end = data.indexOf(HEADER_END, at);
        if ((end < 0 ? data.length : end) - at > MAX_HEADER_BYTES)
          throw new MultipartError("A part's headers are too long.");
        if (end < 0) return data.subarray(at);
        // A delimiter before the headers' end: this part has none.
        const next = data.indexOf(delimiter, at);
        if (next >= 0 && next < end) throw new MultipartError('A part has no headers.');
        startPart(data.toString('utf8', at, end));
        at = end + HEADER_END.length;
        state = 'content';
        continue;
      }
      // Preamble or content: up to the next delimiter that is followed by CRLF or, at the end, by "--".
      let search = at;
      for (;;) {
        const found = data.indexOf(delimiter, search);
        if (found < 0) {
          const keep = partialDelimiterAtEnd(data.subarray(at), delimiter);
          await part?.sink.write(data.subarray(at, data.length - keep));
          return data.subarray(data.length - keep);
        }
        const after = found + delimiter.length;
        if (after + 2 > data.length) {
          await part?.sink.write(data.subarray(at, found));
          return data.subarray(found);
        }
        const next = data.toString('latin1', after, after + 2);
        if (next !== '\r\n' && next !== '--') {
          search = found + 1;
          continue;
        }
        if (part) {
          await part.sink.write(data.subarray(at, found));
          part.done(await part.sink.end());
          part = undefined;
        }
        state = next === '--' ? 'closed' : 'headers';
        at = after + 2;
        break;
      }
    }
    return Buffer.alloc(0);
  };

  // Read by hand, not with for-await: leaving that loop early destroys a Node request, and with it the socket
  // that the refusal is to be answered on.
  const pieces = source[Symbol.asyncIterator]();
  for (;;) {
    const { done, value: chunk } = await pieces.next();
    if (done) break;
    total += chunk.length;
    if (total > maxBytes) throw new BodyTooLargeError(`The body is over ${maxBytes} bytes.`);
    // What follows the closing delimiter (an epilogue) is read, as the stream must be, and not kept.
    if (state === 'closed') continue;
    const piece = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    // What was held back is a few bytes (a delimiter's start, a part's headers), so joining copies little.
    held = await take(held.length ? Buffer.concat([held, piece]) : piece);
    // Held bytes are kept past this piece: their own copy, not a view that would keep the whole piece alive.
    if (held.length) held = Buffer.from(held);
    sinceTurn += chunk.length;
    if (sinceTurn >= TURN_BYTES) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  if (state !== 'closed') throw new MultipartError('The multipart body has no closing delimiter.');
  return result;
}

/** A sink that keeps a file's bytes whole, for files small enough to hold (a cover image). */
export function bytesSink(): FileSink<Uint8Array> {
  const pieces: Buffer[] = [];
  return {
    write: (bytes) => void pieces.push(Buffer.from(bytes)),
    end: () => Buffer.concat(pieces),
  };
}

/** A sink for a file part nobody asked for: read, not kept. */
export const ignoredFile: FileSink<undefined> = { write: () => undefined, end: () => undefined };
