import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/lib/config.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const provider = {
  OAUTH_AUTHORIZE_URL: 'https://chat.example.test/oauth/authorize',
  OAUTH_TOKEN_URL: 'https://chat.example.test/oauth/token',
  OAUTH_USERINFO_URL: 'https://chat.example.test/oauth/userinfo',
  OAUTH_CLIENT_ID: 'cli_booster',
  OAUTH_CLIENT_SECRET: 'provider-secret',
};
const redirect_uri = 'http://127.0.0.1:8787/writer/login';

/** A fake workplace-chat provider: code "good-<n>" belongs to person n; anything else is refused. */
const tokenRequests: URLSearchParams[] = [];
const fake = setupServer(
  http.post(provider.OAUTH_TOKEN_URL, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tokenRequests.push(form);
    const code = form.get('code') ?? '';
    if (!code.startsWith('good-') || form.get('client_secret') !== provider.OAUTH_CLIENT_SECRET) {
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    }
    return HttpResponse.json({
      code: 0,
      data: { access_token: `at-${code.slice(5)}`, token_type: 'Bearer' },
    });
  }),
  http.get(provider.OAUTH_USERINFO_URL, ({ request }) => {
    const who = request.headers.get('authorization')?.match(/^Bearer at-(.+)$/)?.[1];
    if (!who) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
    return HttpResponse.json({
      union_id: `on_${who}`,
      open_id: `ou_${who}`,
      name: `Person ${who}`,
      email: `person${who}@example.test`,
      avatar_url: `https://cdn.example.test/${who}.png`,
    });
  }),
);

let t: TestApp;
beforeAll(async () => {
  fake.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({ models: noModel, env: provider });
}, 60_000);
afterEach(() => fake.resetHandlers());
afterAll(async () => {
  fake.close();
  await t.close();
});

describe('GET /api/auth/loginByFeishuQr/', () => {
  it('offers the QR sign-in with the authorize URL and client id', async () => {
    const res = await t.call('auth.loginOptions', {});
    expect(res.body.data.qr).toEqual({
      authorize_url: provider.OAUTH_AUTHORIZE_URL,
      client_id: 'cli_booster',
    });
  });

  it('creates a viewer on the first sign-in and finds the same user on the next', async () => {
    const first = await t.call('auth.loginByFeishuQr', { code: 'good-1', redirect_uri });
    expect(first.body.code).toBe(0);
    expect(first.body.data.user_info).toMatchObject({
      account: 'person1@example.test',
      name: 'Person 1',
      avatar: 'https://cdn.example.test/1.png',
      writer_role: ['viewer'],
      designer_role: ['viewer'],
    });
    const sent = tokenRequests.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-1',
      redirect_uri,
      client_id: 'cli_booster',
    });

    const second = await t.call('auth.loginByFeishuQr', { code: 'good-1', redirect_uri });
    expect(second.body.data.user_info.user_uid).toBe(first.body.data.user_info.user_uid);
    expect((await t.call('user.info', {}, second.body.data.token)).body.data.account).toBe(
      'person1@example.test',
    );
  });

  it('answers 10107 when the provider refuses the code', async () => {
    const res = await t.call('auth.loginByFeishuQr', { code: 'stolen', redirect_uri });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(ErrorCode.OAUTH_FAILED);
  });

  it('answers 10107 when the provider is down or answers nonsense', async () => {
    fake.use(http.post(provider.OAUTH_TOKEN_URL, () => HttpResponse.error()));
    expect((await t.call('auth.loginByFeishuQr', { code: 'good-2', redirect_uri })).body.code).toBe(
      ErrorCode.OAUTH_FAILED,
    );
    fake.use(http.post(provider.OAUTH_TOKEN_URL, () => HttpResponse.text('<html>oops</html>')));
    expect((await t.call('auth.loginByFeishuQr', { code: 'good-2', redirect_uri })).body.code).toBe(
      ErrorCode.OAUTH_FAILED,
    );
    fake.use(http.get(provider.OAUTH_USERINFO_URL, () => HttpResponse.json({ name: 'no identity' })));
    expect((await t.call('auth.loginByFeishuQr', { code: 'good-2', redirect_uri })).body.code).toBe(
      ErrorCode.OAUTH_FAILED,
    );
  });

  it('answers 10108 when no provider is configured', async () => {
    const bare = createApp({ ...t.deps, config: loadConfig({}) });
    const res = await bare.request(
      `/api/auth/loginByFeishuQr/?code=good-1&redirect_uri=${encodeURIComponent(redirect_uri)}`,
    );
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe(ErrorCode.OAUTH_NOT_CONFIGURED);
  });

  it('validates code and redirect_uri', async () => {
    const res = await t.app.request('/api/auth/loginByFeishuQr/?code=x&redirect_uri=not-a-url');
    const body = await res.json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'redirect_uri' })]);
  });
});
