/** Reading aggregate rows: the store gives numbers, but an aggregate over no rows gives null. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
export const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
