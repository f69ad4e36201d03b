/**
 * Checks of query and path parameters for the routes' `validateSearch` and `params.parse`. Plain functions,
 * not zod: the route tree is in the first chunk every page loads, and zod would come with it.
 */

type Search = Record<string, unknown>;

/**
 * An optional text query parameter. The router reads `?code=123456` as the number 123456 (it JSON-parses
 * values), so numbers are turned back into text; anything unusable (too long, an object) is dropped instead
 * of failing the page.
 */
export function optionalSearchText(value: unknown, max: number): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' && text.length <= max ? text : undefined;
}

/** An optional query parameter that must be one of `choices`; anything else is dropped. */
export function optionalSearchChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}

/** Leaves out the parameters that were dropped, so the address does not grow `?x=undefined`. */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}

/** `validateSearch` of a route whose parameters are all optional texts, each with its longest length. */
export function textSearch<K extends string>(
  limits: Record<K, number>,
): (search: Search) => Partial<Record<K, string>> {
  return (search) =>
    definedOnly(
      Object.fromEntries(
        (Object.entries(limits) as [K, number][]).map(([key, max]) => [
          key,
          optionalSearchText(search[key], max),
        ]),
      ) as Partial<Record<K, string>>,
    );
}

/** A required path parameter: trimmed text of 1 to `max` characters, or the route does not match. */
export function requiredParamText(value: unknown, max: number, name: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0 || text.length > max) throw new Error(`Invalid path parameter ${name}`);
  return text;
}
