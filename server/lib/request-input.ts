import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { AppError, type Issue } from './errors.ts';
import { findUnsafeValue } from './input-guard.ts';

/**
 * The request body as JSON. An empty body counts as `{}` so parameterless POST calls need no body.
 * Anything that does not parse is 10202; the body-limit middleware has already capped its size, and the
 * input guard (input-guard.ts) has usually parsed and checked it already.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const guarded = c.get('jsonBody');
  if (guarded !== undefined) return guarded;
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
}

/** Query parameters; a key given several times becomes an array. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) out[key] = values.length === 1 ? values[0]! : values;
  return out;
}

export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * Validates with the endpoint's zod schema: 10201 with one issue per field when it does not fit, or when any
 * text holds a NUL or an unpaired surrogate (multipart fields reach here without the JSON body guard).
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const unsafe = findUnsafeValue(raw);
  if (unsafe) throw new AppError('VALIDATION', undefined, [unsafe]);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION', undefined, toIssues(parsed.error));
  return parsed.data;
}
