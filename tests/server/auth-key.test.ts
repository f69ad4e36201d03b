import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { insertLoginKey } from '../../server/domains/auth/queries.ts';
import { issueLoginKey } from '../../server/domains/auth/service.ts';
import { findUserByAccount } from '../../server/domains/user/queries.ts';
import { hashSecret, newSecret } from '../../server/lib/secrets.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
});
afterAll(() => t.close());

describe('GET /api/auth/loadTokenByKey', () => {
  it('exchanges a fresh key for a token, user info and role list, exactly once', async () => {
    const { key } = await issueLoginKey(t.deps.db, 'admin', 10);
    const res = await t.call('auth.loadTokenByKey', { token_key: key });
    expect(res.body.code).toBe(0);
    expect(res.body.data.user_info.account).toBe('admin');
    expect(res.body.data.user_role_list).toHaveLength(2);
    expect((await t.call('perm.user', {}, res.body.data.token)).body.code).toBe(0);

    const again = await t.call('auth.loadTokenByKey', { token_key: key });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(ErrorCode.LOGIN_KEY_INVALID);
  });

  it('refuses an expired key', async () => {
    const admin = await findUserByAccount(t.deps.db, 'admin');
    const key = newSecret();
    await insertLoginKey(t.deps.db, {
      userId: admin!.id,
      keyHash: hashSecret(key),
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await t.call('auth.loadTokenByKey', { token_key: key });
    expect(res.body.code).toBe(ErrorCode.LOGIN_KEY_INVALID);
  });

  it('refuses a key that was never issued', async () => {
    const res = await t.call('auth.loadTokenByKey', { token_key: newSecret() });
    expect(res.body.code).toBe(ErrorCode.LOGIN_KEY_INVALID);
  });

  it('lets only one of two simultaneous exchanges of the same key through', async () => {
    const { key } = await issueLoginKey(t.deps.db, 'admin', 10);
    const results = await Promise.all([1, 2, 3].map(() => t.call('auth.loadTokenByKey', { token_key: key })));
    expect(results.map((r) => r.body.code).sort()).toEqual([
      0,
      ErrorCode.LOGIN_KEY_INVALID,
      ErrorCode.LOGIN_KEY_INVALID,
    ]);
  });

  it('does not issue keys for unknown accounts', async () => {
    await expect(issueLoginKey(t.deps.db, 'nobody', 10)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
