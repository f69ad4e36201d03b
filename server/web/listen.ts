import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import type { Config } from '../lib/config.ts';

export interface Listening {
  server: Server;
  /** The address it listens on, once it does. */
  url: Promise<string>;
  /** Settles when it cannot listen (an address in use, reported here) or its server fails later. */
  failed: Promise<void>;
}

/** Listens on HOST:PORT. */
export function listen(config: Config, fetch: Hono<AppEnv>['fetch']): Listening {
  let listened: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => (listened = resolve));
  let fail: () => void = () => {};
  const failed = new Promise<void>((resolve) => (fail = resolve));
  const server = serve({ fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    listened(`http://${host}:${info.port}`);
  }) as Server;
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${config.PORT} on ${config.HOST} is in use; set PORT to another one.`
        : err.message,
    );
    fail();
  });
  return { server, url, failed };
}
