import { z } from 'zod';
import { slicePacer } from './in-slices.ts';

/** Arrays up to this long are checked with the rest of the answer, in one go. */
const CHECKED_AT_ONCE = 20;

const hasChecks = (schema: z.ZodType) => (schema._zod.def.checks?.length ?? 0) > 0;

/** The fields of an object schema whose long arrays can be checked element by element. */
function sliceableFields(schema: z.ZodType, value: unknown): [string, z.ZodArray][] {
  if (!(schema instanceof z.ZodObject) || hasChecks(schema) || typeof value !== 'object' || value === null)
    return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const items = (value as Record<string, unknown>)[key];
    return field instanceof z.ZodArray &&
      !hasChecks(field) &&
      Array.isArray(items) &&
      items.length > CHECKED_AT_ONCE
      ? [[key, field] as [string, z.ZodArray]]
      : [];
  });
}

/**
 * `schema.parse(value)`, with the elements of an object's long arrays (a page of 100 creators with their posts and
 * audiences) checked a slice of the event loop at a time (in-slices.ts): in one go, a page's check held the loop
 * for 5–14 ms, on top of the work that made it. The same answer as `parse`; a ZodError names the first element
 * that fails, with its full path. Schemas whose object or arrays carry checks of their own (a refinement, a
 * length) are parsed whole.
 */
export async function parseInSlices<S extends z.ZodType>(schema: S, value: unknown): Promise<z.output<S>> {
  const fields = sliceableFields(schema, value);
  if (fields.length === 0) return schema.parse(value);
  const record = value as Record<string, unknown>;
  const rest = { ...record, ...Object.fromEntries(fields.map(([key]) => [key, []])) };
  const parsed = schema.parse(rest) as Record<string, unknown>;
  const pace = slicePacer();
  for (const [key, field] of fields) {
    const items = record[key] as unknown[];
    const checked: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      await pace();
      const one = z.safeParse(field.element, items[i]);
      if (!one.success)
        throw new z.ZodError(one.error.issues.map((issue) => ({ ...issue, path: [key, i, ...issue.path] })));
      checked.push(one.data);
    }
    parsed[key] = checked;
  }
  return parsed as z.output<S>;
}
