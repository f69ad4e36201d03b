import type { z } from 'zod';

/** A form's input as its tool's contract reads it: the parsed input, or the first field it rejects. */
export type CheckedInput<T> = { ok: true; input: T } | { ok: false; field: string };

export function checkInput<S extends z.ZodType>(schema: S, value: unknown): CheckedInput<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, field: String(result.error.issues[0]?.path[0] ?? '') };
}
