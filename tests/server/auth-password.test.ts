import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { SIGN_IN_LIMIT } from '../../server/lib/rate-limits/app-limits.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers/test-app.ts';
import { addUser } from './helpers/users.ts';
import { noModel } from './helpers/no-model.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
});
afterAll(() => t.close());

describe('POST /api/auth/loginByPassword', () => {
  it('signs the administrator in with tokens, user info and roles in both modules', async () => {
    const res = await t.call('auth.loginByPassword', ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(data.refresh_token).not.toBe(data.token);
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect(data.user_info).toMatchObject({
      account: 'admin',
      writer_role: ['admin'],
      designer_role: ['admin'],
    });
    expect(data.user_role_list.map((r) => `${r.module}:${r.role_name}`).sort()).toEqual([
      'designer:admin',
      'writer:admin',
    ]);

    const info = await t.call('user.info', {}, data.token);
    expect(info.body).toMatchObject({
      code: 0,
      data: { user_uid: data.user_info.user_uid, account: 'admin' },
    });
  });

  it('refuses a wrong password and an unknown account with the same 10104', async () => {
    const wrong = await t.call('auth.loginByPassword', { account: 'admin', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: ErrorCode.BAD_CREDENTIALS, data: null });
    const unknown = await t.call('auth.loginByPassword', { account: 'nobody', password: 'whatever-1' });
    expect(unknown.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('locks an account after 5 failures, even for the right password, without touching other accounts', async () => {
    await addUser(t.deps.db, 'carol', 'carol-password-1');
    for (let i = 0; i < SIGN_IN_LIMIT.limit; i++) {
      const res = await t.call('auth.loginByPassword', { account: 'carol', password: `wrong-${i}` });
      expect(res.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    const locked = await t.call('auth.loginByPassword', { account: 'carol', password: 'carol-password-1' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect((await t.call('auth.loginByPassword', ADMIN)).body.code).toBe(0);
  });

  it('resets the failure count after a successful sign-in', async () => {
    await addUser(t.deps.db, 'dave', 'dave-password-1');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_LIMIT.limit - 1; i++) {
        await t.call('auth.loginByPassword', { account: 'dave', password: 'wrong' });
      }
      expect(
        (await t.call('auth.loginByPassword', { account: 'dave', password: 'dave-password-1' })).body.code,
      ).toBe(0);
    }
  });

  it('refuses a disabled account with 10109', async () => {
    const id = await addUser(t.deps.db, 'erin', 'erin-password-1');
    const admin = await t.signIn();
    expect((await t.call('users.statusUpdate', { user_uid: id, status: 'disabled' }, admin)).body.code).toBe(
      0,
    );
    const res = await t.call('auth.loginByPassword', { account: 'erin', password: 'erin-password-1' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.ACCOUNT_DISABLED);
  });

  it('tells which sign-in methods exist: no QR without an OAuth provider', async () => {
    const res = await t.call('auth.loginOptions', {});
    expect(res.body.data).toEqual({ password: true, qr: null });
  });
});
