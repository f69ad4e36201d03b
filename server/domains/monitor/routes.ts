import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/implement.ts';
import { addressKey } from '../../lib/rate-limits/app-limits.ts';

export type EventSink = (line: string) => void;

/** Client events (route changes, script errors) become one JSON line each in the server log. */
export function monitorRoutes(sink: EventSink = (line) => console.info(line)): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['monitor.record'], async (input, c) => {
    const address = clientAddress(c);
    if (!(await c.var.limits.monitor.reserve(addressKey(address)))) throw new AppError('TOO_MANY_ATTEMPTS');
    sink(
      JSON.stringify({
        time: new Date().toISOString(),
        kind: 'client-event',
        level: input.level,
        message: input.message,
        data: input.data,
        user: c.var.user?.account ?? null,
        request_id: c.req.header('MB-REQID') ?? null,
        address,
      }),
    );
    return null;
  });

  return router;
}
