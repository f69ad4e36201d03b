/**
 * Small type guards for data the first screen reads before anything else (the stored login, the app config).
 * They stand in for zod there: the first chunk every page loads would otherwise carry zod's core.
 */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

export const isOneOf =
  <T extends string>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    choices.includes(value as T);

/** Every item read by `read`, or null when the value is not an array or an item does not read. */
export function readArray<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(read);
  return items.every((item) => item !== null) ? (items as T[]) : null;
}
