import { z } from 'zod';

/**
 * An optional text query parameter. The router reads `?code=123456` as the number 123456 (it JSON-parses
 * values), so numbers are turned back into text; anything unusable is dropped instead of failing the page.
 */
export const optionalSearchText = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional().catch(undefined);
