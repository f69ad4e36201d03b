export interface RangeBucket {
  key: string;
  min: number;
  max: number | null;
}

/** A CASE expression putting `column` into [min, max) ranges; the bounds are our constants, not input. */
export function rangeKey(column: string, buckets: readonly RangeBucket[]): string {
  const arms = buckets.map((b) => `when ${column} < ${b.max ?? 'null'} then '${b.key}'`);
  const last = buckets[buckets.length - 1]!;
  return `case ${arms.slice(0, -1).join(' ')} else '${last.key}' end`;
}

/** The same ranges as `rangeKey`, for a value already read. */
export function rangeBucket(value: number, buckets: readonly RangeBucket[]): string {
  for (let i = 0; i < buckets.length - 1; i++) {
    const b = buckets[i]!;
    if (b.max !== null && value < b.max) return b.key;
  }
  return buckets[buckets.length - 1]!.key;
}

/** A category value where missing or empty counts as 'unknown' (SQL: coalesce(nullif(x, ''), 'unknown')). */
export const categoryOf = (value: unknown): string =>
  value === null || value === undefined || value === '' ? 'unknown' : String(value);
