import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, toResponse } from './errors.ts';

/**
 * Refuses a body over `maxSize` bytes with 10203 / HTTP 413, or with the route's own `refusal`. The answer says
 * `Connection: close`: the rest of the body is never read, so the connection cannot carry another request, and a
 * client told keep-alive would send its next request into a socket the server is about to close.
 *
 * A body whose length is declared is judged by its header alone (Node's parser delivers no more than it
 * declares), so the handler reads it straight from Node's request; only a chunked body goes through hono's
 * counting reader. Touching `c.req.raw.body`, as that reader does, makes @hono/node-server build a web
 * `Request` and stream over the socket: a third of a chat turn's garbage on the main thread
 * (docs/performance.md). GET and HEAD bodies are never read, so they are not looked at.
 */
export function limitBody(
  maxSize: number,
  refusal: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE'),
): MiddlewareHandler {
  const refuse = (c: Context) => {
    c.header('Connection', 'close');
    return toResponse(c, refusal());
  };
  const countingLimit = bodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined)
      return countingLimit(c, next);
    if (Number(declared) > maxSize) return refuse(c);
    return next();
  };
}
