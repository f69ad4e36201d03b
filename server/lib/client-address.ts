import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the socket. Forwarded-for headers are ignored on purpose: anyone can send them, and the
 * studio listens on 127.0.0.1 by default. Requests made in-process (tests) have no socket and share one key.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
