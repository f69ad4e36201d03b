import { httpStatusOf } from '../../../src/lib/api/error-codes.ts';
import type { Operation } from './openapi-operations.ts';

/** What no answer may contain: traces of the code, the database, the file system or internal error classes. */
const LEAK_PATTERNS: readonly [string, RegExp][] = [
  ['a stack frame', /\n\s+at |\bat (?:async )?\S+ \(/],
  ['a source position', /\.(?:ts|js|mjs|cjs):\d+/],
  ['SQL', /\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate \S+ set\b|\bdelete from\b/i],
  [
    'a database error',
    /syntax error|violates|relation "|column "|duplicate key|invalid byte sequence|unterminated/i,
  ],
  ['a file system path', /\/work\/|node_modules|\/tmp\/|\/home\/|DATA_DIR|pglite/i],
  [
    'an internal error class',
    /\b(?:TypeError|RangeError|SyntaxError|ReferenceError|DrizzleQueryError|PostgresError|ZodError|DuckDB\w*Error)\b/,
  ],
];

export function leaksIn(text: string): string[] {
  return LEAK_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

const mediaTypeOf = (res: Response) =>
  (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

interface Envelope {
  code: number;
  data: unknown;
  message: string;
  issues?: { path: unknown; message: unknown }[];
}

function envelopeProblems(body: unknown, status: number): string[] {
  if (!body || typeof body !== 'object') return ['the body is not a JSON object'];
  const { code, message, issues } = body as Envelope;
  const problems: string[] = [];
  if (!Number.isInteger(code)) problems.push('`code` is not an integer');
  if (!('data' in body)) problems.push('`data` is missing');
  if (typeof message !== 'string' || !message) problems.push('`message` is not a non-empty string');
  if (Number.isInteger(code) && code !== 0) {
    const expected = httpStatusOf[code as keyof typeof httpStatusOf];
    if (expected === undefined) problems.push(`code ${code} is not in the error table`);
    else if (expected !== status) problems.push(`code ${code} came with HTTP ${status}, not ${expected}`);
    if ((body as Envelope).data !== null) problems.push('an error envelope carries data');
  }
  if (code === 0 && status !== 200) problems.push(`code 0 came with HTTP ${status}`);
  if (issues !== undefined) {
    const wellFormed =
      Array.isArray(issues) &&
      issues.every((i) => typeof i?.path === 'string' && typeof i?.message === 'string');
    if (!wellFormed) problems.push('`issues` is not a list of {path, message}');
  }
  return problems;
}

export interface Answer {
  status: number;
  /** The envelope code, when the answer was one. */
  code: number | undefined;
  text: string;
  problems: string[];
}

/**
 * Reads an answer to the end (a stream too) and lists what is wrong with it: a 5xx, anything but an envelope
 * (except a success of a media type the operation declares), or a leak.
 */
export async function readAnswer(res: Response, op: Operation | undefined): Promise<Answer> {
  const binary = /spreadsheet|octet-stream|zip/.test(mediaTypeOf(res));
  const text = binary ? '' : await res.text();
  if (binary) await res.arrayBuffer();
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`HTTP ${res.status}`);
  let code: number | undefined;
  const declaredRaw = res.ok && op?.rawSuccessTypes.includes(mediaTypeOf(res));
  if (!declaredRaw) {
    if (mediaTypeOf(res) !== 'application/json')
      problems.push(`content type "${mediaTypeOf(res)}" is not an envelope's`);
    try {
      const body: unknown = JSON.parse(text);
      code = (body as Envelope | null)?.code;
      problems.push(...envelopeProblems(body, res.status));
    } catch {
      problems.push('the body is not JSON');
    }
  }
  problems.push(...leaksIn(text).map((leak) => `the body shows ${leak}`));
  return { status: res.status, code, text, problems };
}
