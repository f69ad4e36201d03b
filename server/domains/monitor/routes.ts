import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { AppError } from '../../lib/errors.ts';
import { implement } from '../../lib/implement.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';

/** 120 client events per address per minute: a route change each half-second is already more than a person makes. */
export const MONITOR_LIMIT = { events: 120, windowMs: 60_000 };

export type EventSink = (line: string) => void;

/** Client events (route changes, script errors) become one JSON line each in the server log. */
export function monitorRoutes(sink: EventSink = (line) => console.info(line)): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const limiter = new RateLimiter(MONITOR_LIMIT.events, MONITOR_LIMIT.windowMs);

  implement(router, endpoints['monitor.record'], (input, c) => {
    const address = clientAddress(c);
    if (!limiter.take(address)) throw new AppError('TOO_MANY_ATTEMPTS');
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
