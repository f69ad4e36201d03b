import { sql } from 'drizzle-orm';

/** A check constraint's `IN (…)` list from a fixed set of the code's own constants (never user input). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
