import { http, type HttpResponseResolver } from 'msw';
import { fail, ok } from '../envelope.ts';
import { signInResult, TEST_ACCOUNT, TEST_LOGIN_KEY, TEST_PASSWORD, TEST_TOKEN } from '../fixtures.ts';

/** Like the server's auth middleware: MB-TOKEN or Authorization: Bearer must carry a live token. */
export function withUser(resolver: HttpResponseResolver): HttpResponseResolver {
  return (info) => {
    const header = info.request.headers;
    const bearer = header.get('Authorization')?.replace(/^Bearer\s+/i, '');
    const token = header.get('MB-TOKEN') || bearer;
    if (token !== TEST_TOKEN) return fail('SIGN_IN_EXPIRED', 'Sign-in expired');
    return resolver(info);
  };
}

export const authHandlers = [
  http.post('/api/auth/loginByPassword', async ({ request }) => {
    const body = (await request.json()) as { account?: string; password?: string };
    if (!body.account || !body.password) {
      return fail('VALIDATION', 'Invalid input', { issues: [{ path: 'account', message: 'Required' }] });
    }
    if (body.account !== TEST_ACCOUNT || body.password !== TEST_PASSWORD) {
      return fail('BAD_CREDENTIALS', 'Wrong account or password');
    }
    return ok(signInResult);
  }),
  http.get('/api/auth/loadTokenByKey', ({ request }) => {
    const key = new URL(request.url).searchParams.get('token_key');
    return key === TEST_LOGIN_KEY ? ok(signInResult) : fail('LOGIN_KEY_INVALID', 'Login key invalid');
  }),
  http.get('/api/auth/loginOptions', () => ok({ password: true, qr: null })),
  http.get(
    '/api/auth/logout/',
    withUser(() => ok(null)),
  ),
  http.get(
    '/api/perm/user',
    withUser(() =>
      ok({
        role_name: 'admin',
        modules: ['writer', 'designer'],
        permissions: ['*'],
        team: null,
        system_admin: false,
      }),
    ),
  ),
  http.post(
    '/api/user/info',
    withUser(() => ok(signInResult.user_info)),
  ),
  http.get(
    '/api/user/role/list',
    withUser(() => ok(signInResult.user_role_list)),
  ),
  http.post('/api/user/refreshToken', async ({ request }) => {
    const body = (await request.json()) as { refresh_token?: string };
    if (body.refresh_token !== signInResult.refresh_token)
      return fail('SIGN_IN_EXPIRED', 'Refresh token expired');
    return ok({
      token: TEST_TOKEN,
      refresh_token: signInResult.refresh_token,
      expires_at: signInResult.expires_at,
    });
  }),
];
