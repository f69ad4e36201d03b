import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createApp } from '../../server/app.ts';
import { createMemoryDb } from './helpers/db-snapshot.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel, env: { MAX_BODY_BYTES: '2048' } });
});
afterAll(() => t.close());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('bad input gets a clean envelope', () => {
  it('malformed JSON → 10202 / 400', async () => {
    const res = await post('/api/auth/loginByPassword', '{"account": "admin", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: ErrorCode.MALFORMED_JSON,
      data: null,
      message: expect.any(String),
    });
  });

  it('wrong types → 10201 / 400 with one issue per field', async () => {
    const res = await post('/api/auth/loginByPassword', JSON.stringify({ account: 42 }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['account', 'password']);
    expect(body.issues.every((i: { message: string }) => i.message.length > 0)).toBe(true);
  });

  it('a JSON body that is not an object → 10201', async () => {
    const res = await post('/api/auth/loginByPassword', '[1,2]');
    expect((await res.json()).code).toBe(ErrorCode.VALIDATION);
  });

  it('validates query strings of GET endpoints, unknown parameters included', async () => {
    const token = await t.signIn();
    const res = await t.app.request('/api/session/listByDomain?domain=elsewhere', {
      headers: { 'MB-TOKEN': token },
    });
    const body = await res.json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.issues[0].path).toBe('domain');
    const extra = await t.app.request('/api/perm/user?sneaky=1', { headers: { 'MB-TOKEN': token } });
    expect((await extra.json()).code).toBe(ErrorCode.VALIDATION);
  });

  it('checks access before validating, so anonymous callers learn nothing about the input', async () => {
    const res = await post('/api/session/edit', JSON.stringify({ nonsense: true }));
    expect((await res.json()).code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('a body over MAX_BODY_BYTES → 10203 / 413, with or without a content-length', async () => {
    const big = JSON.stringify({ account: 'admin', password: 'x'.repeat(4096) });
    const res = await post('/api/auth/loginByPassword', big);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    const stream = new Blob([big]).stream();
    const chunked = await t.app.request('/api/auth/loginByPassword', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect((await chunked.json()).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('an unknown /api path or method → 10204 / 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/no/such/thing'],
      ['POST', '/api/perm/user'],
      ['DELETE', '/api/session/del'],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: ErrorCode.UNKNOWN_PATH, data: null });
    }
  });

  it('an unexpected failure → 10500 / 500 with no stack trace in the body, logged on the server', async () => {
    const handle = await createMemoryDb();
    const broken = createApp({ ...t.deps, db: handle.db });
    await handle.close();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await broken.request('/api/auth/loginByPassword', {
        method: 'POST',
        body: JSON.stringify({ account: 'admin', password: 'admin-password-1' }),
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        code: ErrorCode.INTERNAL,
        data: null,
        message: 'Internal server error.',
      });
      expect(text).not.toMatch(/at |\.ts|Error:/);
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
