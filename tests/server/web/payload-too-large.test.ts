import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { IMPORT_PATH } from '../../../src/lib/api/endpoints.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Over a real socket: what a browser's keep-alive connection sees after a body that is too large. */
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  t = await createTestApp({ models: noModel, env: { MAX_BODY_BYTES: '10000' } });
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function send(
  path: string,
  init: { method: string; body?: Buffer; headers?: Record<string, string> },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { agent, method: init.method, headers: init.headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    // A large body may still be on its way when the server has answered; that write error is not the point.
    req.end(init.body);
  });
}

describe('413 on a keep-alive connection', () => {
  it.each([
    ['a JSON call', '/api/auth/loginByPassword', 'application/json', 200_000],
    ['the post import', IMPORT_PATH, 'multipart/form-data; boundary=x', 11_000_000],
  ])('answers %s with 413 and Connection: close, and the next request works', async (_, path, type, size) => {
    const big = await send(path, {
      method: 'POST',
      body: Buffer.alloc(size, 'a'),
      headers: { 'content-type': type },
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(big.headers.connection).toBe('close');
    const next = await send('/api/auth/loginOptions', { method: 'GET' });
    expect(next.status).toBe(200);
  });
});
