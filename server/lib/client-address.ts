import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { TrustedProxies } from './trusted-proxies.ts';

/** One X-Forwarded-For entry as an address: a port (`1.2.3.4:80`, `[::1]:80`) and brackets dropped; else null. */
function hopAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  const address = bracketed?.[1] ?? withPort?.[1] ?? text;
  return isIP(address) ? address : null;
}

/**
 * The client behind a chain of trusted proxies. Each proxy appends the address it received the request from,
 * so the header is read from the right: while the address in hand is a trusted proxy, the entry before it
 * says who connected to that proxy. The first address that is not a trusted proxy is the client; whatever a
 * client writes further left is its own claim and ignored. An entry that is not an address stops the walk at
 * the last trusted proxy: requests the proxy forwards so count together, never under an address a client chose.
 */
export function forwardedClient(
  peer: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const hops = forwardedFor?.split(',') ?? [];
  let client = peer;
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i--) {
    const hop = hopAddress(hops[i]!);
    if (!hop) break;
    client = hop;
  }
  return client;
}

/** The peer address of the socket; requests made in-process (tests) have none and share one key. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The address the limits count a request under: the socket's peer, or, when that peer is a proxy listed in
 * TRUSTED_PROXIES, the client it forwards for (X-Forwarded-For). With no trusted proxy (the default) the header
 * is ignored: anyone can send it.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return forwardedClient(
    socketAddress(c),
    c.req.header('x-forwarded-for'),
    c.var.deps.config.TRUSTED_PROXIES,
  );
}
