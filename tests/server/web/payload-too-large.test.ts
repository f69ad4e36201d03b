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
  init: { method: string; body?: Buffer; headers?: Record<string, string>; chunked?: boolean },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        agent,
        method: init.method,
        headers: { ...init.headers, ...(init.chunked ? { 'transfer-encoding': 'chunked' } : {}) },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    // A large body may still be on its way when the server has answered; that write error is not the point.
    if (init.chunked && init.body) {
      const half = Math.floor(init.body.length / 2);
      req.write(init.body.subarray(0, half));
      req.end(init.body.subarray(half));
    } else req.end(init.body);
  });
}

describe('413 on a keep-alive connection', () => {
  it.each([
    ['a JSON call', '/api/auth/loginByPassword', 'application/json', 200_000, false],
    ['a chunked JSON call', '/api/auth/loginByPassword', 'application/json', 200_000, true],
    ['the post import', IMPORT_PATH, 'multipart/form-data; boundary=x', 11_000_000, false],
  ])(
    'answers %s with 413 and Connection: close, and the next request works',
    async (...[, path, type, size, chunked]) => {
      const big = await send(path, {
        method: 'POST',
        body: Buffer.alloc(size, 'a'),
        headers: { 'content-type': type },
        chunked,
      });
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
      expect(big.headers.connection).toBe('close');
      const next = await send('/api/auth/loginOptions', { method: 'GET' });
      expect(next.status).toBe(200);
    },
  );
});

describe('a JSON body under the limit', () => {
  it.each([
    ['with its length declared', false],
    ['in chunks', true],
  ])('is read whole when sent %s', async (_, chunked) => {
    // A NUL in the last field: only a guard that read and parsed the whole body finds it.
    const body = Buffer.from(
      JSON.stringify({ account: 'ünïcødé-名前', password: `${'p'.repeat(5_000)}\u0000` }),
    );
    const answer = await send('/api/auth/loginByPassword', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      chunked,
    });
    expect(answer.status).toBe(400);
    const error = JSON.parse(answer.body);
    expect(error.code).toBe(ErrorCode.VALIDATION);
    expect(error.issues).toEqual([expect.objectContaining({ path: 'password' })]);
  });
});
