import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '../../src/lib/api/define-endpoint.ts';
import { checkAccess } from './access.ts';
import type { AppEnv } from './app-env.ts';
import { okInSlices } from './ok-in-slices.ts';
import { parseInSlices } from './parse-in-slices.ts';
import { parseInput, readJsonBody, readQuery } from './request-input.ts';
import { okWritten, WrittenData } from './written-data.ts';

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  c: Context<AppEnv>,
) => Promise<z.input<E['output']> | WrittenData> | z.input<E['output']> | WrittenData;

/** `/api/app/{app_doi}/detail` → `/api/app/:app_doi/detail` */
function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Binds a handler to an entry of the endpoint table: the route, the access rule, the input validation
 * (query string for GET/DELETE, JSON body otherwise, `{x}` path parameters merged in) and the envelope.
 * The result is parsed by the output schema too, so a handler cannot leak fields the contract does not name (a
 * long list checked and written a slice of the event loop at a time), or was where it was written (WrittenData).
 */
export function implement<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  router.on(endpoint.method, routePath(endpoint.path), async (c) => {
    checkAccess(c, endpoint.access);
    const raw =
      endpoint.method === 'GET' || endpoint.method === 'DELETE' ? readQuery(c) : await readJsonBody(c);
    const params = c.req.param() as Record<string, string>;
    const withParams =
      Object.keys(params).length && raw && typeof raw === 'object' && !Array.isArray(raw)
        ? { ...raw, ...params }
        : raw;
    const input = parseInput<E['input']>(endpoint.input, withParams);
    const result = await handler(input, c);
    if (result instanceof WrittenData) {
      if (result.endpoint !== endpoint.key)
        throw new Error(`${endpoint.key} answered with data written for ${result.endpoint}`);
      return okWritten(c, result);
    }
    return okInSlices(c, await parseInSlices(endpoint.output, result));
  });
}
