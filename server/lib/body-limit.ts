import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, toResponse } from './errors.ts';

/**
 * Refuses a body over `maxSize` bytes with 10203 / HTTP 413. The answer says `Connection: close`: the rest of
 * the body is never read, so the connection cannot carry another request, and a client told keep-alive would
 * send its next request into a socket the server is about to close.
 */
export function limitBody(maxSize: number, message?: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      return toResponse(c, new AppError('PAYLOAD_TOO_LARGE', message));
    },
  });
}
