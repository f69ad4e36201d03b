import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';
import { isUnsafeText } from './input-guard.ts';
import {
  BodyTooLargeError,
  ignoredFile,
  MultipartError,
  readMultipartBody,
  type FileSink,
  type MultipartBody,
} from './multipart-body.ts';
import { parseInput } from './request-input.ts';

/** Room for the multipart envelope and the text fields around a file of the largest accepted size. */
export const MULTIPART_ENVELOPE_BYTES = 64_000;

/** An upload route's limits and what it tells a sender who got the form wrong. */
export interface UploadFormRules {
  /** The largest file accepted (the body may be the envelope's size more). */
  maxBytes: number;
  /** The answer to a body over the limit. */
  refusal: () => AppError;
  /** The field message when no file was sent ("Choose an image."). */
  noFile: string;
  /** The message when the body is no multipart form. */
  notAForm?: string;
}

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

/** The sink, refusing the file once its bytes pass the limit (the envelope's allowance is not the file's). */
function limitedTo<R>(rules: UploadFormRules, sink: FileSink<R>): FileSink<R> {
  let size = 0;
  return {
    write(bytes) {
      size += bytes.length;
      if (size > rules.maxBytes) throw rules.refusal();
      return sink.write(bytes);
    },
    end: () => sink.end(),
  };
}

/**
 * The multipart text fields (checked against `fields`) and the one `file` part (its name, its declared type: the
 * part's Content-Type, empty when absent), its bytes handed to `sink` as they arrive: the body is never held
 * whole, and the event loop gets a turn every few MB (undici's `formData()` parsed a 45 MB body in one stretch of
 * about a second). 10201 for a body that is no form, or with no file or two; `rules.refusal()` for a body or a
 * file past the limit. A body refused before its end is left unread, so the answer closes the connection.
 */
export async function readUploadForm<S extends z.ZodType, R>(
  c: Context<AppEnv>,
  fields: S,
  rules: UploadFormRules,
  sink: FileSink<R>,
): Promise<{ input: z.infer<S>; file: { name: string; contentType: string; content: R } }> {
  const maxBytes = rules.maxBytes + MULTIPART_ENVELOPE_BYTES;
  const notAForm = rules.notAForm ?? 'Send the file as multipart/form-data.';
  let body: MultipartBody<R | undefined>;
  let declaredType = '';
  try {
    if (Number(c.req.header('content-length')) > maxBytes) throw new BodyTooLargeError();
    let opened = false;
    body = await readMultipartBody(
      bodyPieces(c),
      c.req.header('content-type') ?? null,
      (field, _fileName, contentType) => {
        if (field !== 'file') return ignoredFile;
        if (opened)
          throw new AppError('VALIDATION', undefined, [{ path: 'file', message: 'Send one file.' }]);
        opened = true;
        declaredType = contentType;
        return limitedTo(rules, sink);
      },
      maxBytes,
    );
  } catch (error) {
    c.header('Connection', 'close');
    if (error instanceof BodyTooLargeError) throw rules.refusal();
    if (!(error instanceof MultipartError)) throw error;
    throw new AppError('VALIDATION', notAForm, [{ path: 'file', message: notAForm }]);
  }
  for (const [key, value] of Object.entries(body.fields))
    if (isUnsafeText(key) || isUnsafeText(value))
      throw new AppError('VALIDATION', undefined, [
        { path: key, message: 'contains a character that is not allowed' },
      ]);
  const input = parseInput(fields, { ...body.fields }) as z.infer<S>;
  const file = body.files.file;
  if (!file) throw new AppError('VALIDATION', undefined, [{ path: 'file', message: rules.noFile }]);
  return { input, file: { name: file.name, contentType: declaredType, content: file.content as R } };
}
