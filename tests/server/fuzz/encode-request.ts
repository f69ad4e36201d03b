import type { Operation } from './openapi-operations.ts';
import { FilePart, MISSING, RawBytes, RawJson } from './special-values.ts';

/** One request to make: an input encoded the operation's way, or a body, query or method given exactly. */
export interface FuzzCase {
  label: string;
  tier: 0 | 1;
  input?: unknown;
  /** The body exactly; `contentType: null` sends none. */
  body?: { bytes: string | Uint8Array; contentType: string | null };
  /** The query text after `?`, exactly. */
  query?: string;
  method?: string;
  headers?: Record<string, string>;
}

const utf8 = new TextEncoder();
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * UTF-8, except that an unpaired surrogate is encoded like a paired one would be (WTF-8): the bytes a careless
 * client would send, and the only way to put one in a URL or a form field at all.
 */
function wtf8(text: string): Uint8Array {
  // Text without an unpaired surrogate is UTF-8 as it is; the suite sends 150 kB and 1.5 MB values.
  if (!LONE_SURROGATE.test(text)) return utf8.encode(text);
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (cp >= 0xd800 && cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Uint8Array.from(out);
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;
/** Each byte as a URL writes it: unreserved characters as they are, the rest %XX. */
const PERCENT = Array.from({ length: 256 }, (_, b) => {
  const char = String.fromCharCode(b);
  return b < 0x80 && UNRESERVED.test(char) ? char : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
});
const percent = (bytes: Uint8Array) => {
  let out = '';
  for (const b of bytes) out += PERCENT[b];
  return out;
};

function textBytes(value: unknown): Uint8Array {
  if (value instanceof RawBytes) return value.bytes;
  if (value instanceof FilePart) return value.bytes;
  if (value instanceof RawJson) return wtf8(value.text);
  if (typeof value === 'string') return wtf8(value);
  if (value === null) return new Uint8Array();
  return wtf8(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const SPLICE = 'FUZZ_SPLICE_7f3a_';

const isSpecial = (v: unknown) => v instanceof RawJson || v instanceof RawBytes || v instanceof FilePart;

/**
 * Whether a value holds one that JSON.stringify would not write as the suite means it (MISSING needs nothing: a
 * symbol-valued property is left out either way).
 */
function holdsSpecial(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const v = pending.pop();
    if (isSpecial(v)) return true;
    if (v && typeof v === 'object') for (const child of Object.values(v)) pending.push(child);
  }
  return false;
}

/** JSON text, with raw JSON and raw bytes spliced in where the value holds them. */
export function encodeJson(value: unknown): string | Uint8Array {
  // A replacer takes JSON.stringify off its fast path, and most cases hold nothing to splice.
  if (!holdsSpecial(value)) return JSON.stringify(value) ?? '';
  const splices: (RawJson | RawBytes)[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v === MISSING) return undefined;
    if (v instanceof RawJson || v instanceof RawBytes) return `${SPLICE}${splices.push(v) - 1}`;
    if (v instanceof FilePart) return new TextDecoder().decode(v.bytes);
    return v;
  }) as string | undefined;
  if (text === undefined) return '';
  if (!splices.length) return text;
  const pieces = text.split(new RegExp(`"${SPLICE}(\\d+)"`));
  const bytes = pieces.map((piece, i) => {
    if (i % 2 === 0) return new TextEncoder().encode(piece);
    const splice = splices[Number(piece)]!;
    return splice instanceof RawJson
      ? new TextEncoder().encode(splice.text)
      : concat([new Uint8Array([0x22]), splice.bytes, new Uint8Array([0x22])]);
  });
  return splices.some((s) => s instanceof RawBytes) ? concat(bytes) : new TextDecoder().decode(concat(bytes));
}

/** Query text: arrays repeat the key, objects use `key[sub]`, null sends the key alone. */
export function encodeQuery(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return percent(textBytes(input));
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === MISSING || value === undefined) return;
    if (value === null) pairs.push(percent(wtf8(key)));
    else if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (typeof value === 'object' && value.constructor === Object)
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    else pairs.push(`${percent(wtf8(key))}=${percent(textBytes(value))}`);
  };
  for (const [key, value] of Object.entries(input)) add(key, value);
  return pairs.join('&');
}

const BOUNDARY = 'FuzzBoundary7MA4YWxkTrZu0gW';

/** multipart/form-data built byte by byte, so names, file names and values can hold anything. */
export function encodeMultipart(input: unknown): { bytes: Uint8Array; contentType: string } {
  const parts: Uint8Array[] = [];
  const add = (name: string, value: unknown) => {
    if (value === MISSING || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(name, item);
      return;
    }
    const file = value instanceof FilePart && value.fileName !== undefined ? value : undefined;
    const disposition = file
      ? `Content-Disposition: form-data; name="${name}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}`
      : `Content-Disposition: form-data; name="${name}"`;
    parts.push(wtf8(`--${BOUNDARY}\r\n${disposition}\r\n\r\n`), textBytes(value), wtf8('\r\n'));
  };
  if (input && typeof input === 'object' && !Array.isArray(input))
    for (const [name, value] of Object.entries(input)) add(name, value);
  parts.push(wtf8(`--${BOUNDARY}--\r\n`));
  return { bytes: concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Fills `{name}` placeholders of the path from the input, percent-encoded, and takes them out of it. */
function fillPath(path: string, input: unknown): { path: string; rest: unknown } {
  if (!path.includes('{') || !input || typeof input !== 'object') return { path, rest: input };
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return percent(textBytes(value));
  });
  return { path: filled, rest };
}

export function encodeRequest(
  op: Operation,
  fuzzCase: FuzzCase,
  headers: Record<string, string>,
): { url: string; init: RequestInit } {
  const method = fuzzCase.method ?? op.method;
  const { path, rest } = fillPath(op.path, fuzzCase.input);
  const allHeaders: Record<string, string> = { ...headers, ...fuzzCase.headers };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  let query = fuzzCase.query;
  if (fuzzCase.body) {
    body =
      typeof fuzzCase.body.bytes === 'string' ? fuzzCase.body.bytes : new Uint8Array(fuzzCase.body.bytes);
    if (fuzzCase.body.contentType !== null) allHeaders['content-type'] = fuzzCase.body.contentType;
  } else if (op.inputIn === 'query') {
    query ??= encodeQuery(rest ?? {});
  } else if (op.inputIn === 'multipart') {
    const form = encodeMultipart(rest);
    body = new Uint8Array(form.bytes);
    allHeaders['content-type'] = form.contentType;
  } else {
    const encoded = encodeJson(rest);
    body = typeof encoded === 'string' ? encoded : new Uint8Array(encoded);
    allHeaders['content-type'] = 'application/json';
  }
  const bodyless = method === 'GET' || method === 'HEAD';
  return {
    url: query ? `${path}?${query}` : path,
    init: { method, headers: allHeaders, ...(body !== undefined && !bodyless ? { body } : {}) },
  };
}
