import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { AppError, type Issue } from './errors.ts';

/**
 * Deeper than any body the API takes (a chat message with tool output is about ten levels): deeper JSON is
 * refused before a recursive validator or a database driver can overflow its stack on it.
 */
export const MAX_JSON_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL (PostgreSQL text cannot hold it) and unpaired UTF-16 surrogates (not encodable as UTF-8). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const unsafeIssue = (path: string): Issue => ({
  path,
  message: 'contains a character that is not allowed (a NUL byte or an unpaired surrogate)',
});

/**
 * The first problem of a parsed JSON value: a string or key with an unsafe character, or nesting past
 * MAX_JSON_DEPTH. Walks with an explicit stack, so a hostile value cannot overflow this function either.
 */
export function findUnsafeValue(value: unknown): Issue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (isUnsafeText(item.value)) return unsafeIssue(item.path || 'body');
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH)
      return { path: item.path || 'body', message: `is nested more than ${MAX_JSON_DEPTH} levels deep` };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (isUnsafeText(key)) return unsafeIssue(item.path || 'body');
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

function refuse(issue: Issue): never {
  throw new AppError('VALIDATION', undefined, [issue]);
}

/** The decoded path and query of every API request, before any handler, database or log sees them. */
export const guardUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    refuse({ path: 'path', message: 'is not valid percent-encoded UTF-8' });
  }
  if (isUnsafeText(path)) refuse(unsafeIssue('path'));
  for (const [key, value] of url.searchParams) {
    if (isUnsafeText(key) || isUnsafeText(value)) refuse(unsafeIssue(`query.${key}`));
  }
  await next();
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses a JSON body once for every endpoint and refuses unsafe text or deep nesting with 10201; the handlers
 * read the parsed value back with readJsonBody. Multipart bodies (file uploads) check their own fields.
 * A body that is not JSON is left for the handler, which answers 10202 if it expected JSON (or 10204 when
 * the path is unknown).
 */
export const guardJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (BODY_METHODS.has(c.req.method) && !type.startsWith('multipart/')) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      const parsed = parseJson(text);
      if (parsed.ok) {
        const issue = findUnsafeValue(parsed.value);
        if (issue) refuse(issue);
        c.set('jsonBody', parsed.value);
      }
    }
  }
  await next();
};
