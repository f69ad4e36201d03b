import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The yardstick of the API throughput bench: a Hono app on @hono/node-server with nothing but the route, answering
 * GET /api/user/role/list with BARE_BODY (the studio's own answer, byte for byte) on 127.0.0.1:PORT.
 */
const body = process.env.BARE_BODY ?? '{}';
const app = new Hono();
app.get('/api/user/role/list', (c) => c.body(body, 200, { 'content-type': 'application/json' }));
// What the bench's startServer waits for, as it does on the studio.
app.get('/version.js', (c) => c.body('', 200, { 'content-type': 'text/javascript' }));
app.get('/healthz', (c) => c.body('ok'));

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) }, (info) =>
  console.info(`bare Hono is running at http://127.0.0.1:${info.port}`),
);
process.on('SIGTERM', () => process.exit(0));
