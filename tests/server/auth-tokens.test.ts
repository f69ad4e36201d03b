import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { auditLog, authTokens } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/lib/secrets.ts';
import { noModel } from './helpers/no-model.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers/test-app.ts';
import { addUser } from './helpers/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  await addUser(t.deps.db, 'vera', 'vera-password-1', [['writer', 'viewer']]);
});
afterAll(() => t.close());

describe('tokens', () => {
  it('accepts the token from MB-TOKEN or from Authorization: Bearer', async () => {
    const token = await t.signIn();
    const viaMb = await t.app.request('/api/user/info', { method: 'POST', headers: { 'MB-TOKEN': token } });
    const viaBearer = await t.app.request('/api/user/info', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await viaMb.json()).code).toBe(0);
    expect((await viaBearer.json()).code).toBe(0);
  });

  it('answers 10101 with HTTP 401 without a token and with an unknown one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await t.call('perm.user', {}, token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    }
  });

  it('still serves public endpoints to a caller with a stale token', async () => {
    const res = await t.call('auth.loginOptions', {}, 'stale-token');
    expect(res.body.code).toBe(0);
  });

  it('rejects a token after logout', async () => {
    const token = await t.signIn();
    expect((await t.call('auth.logout', {}, token)).body).toEqual({ code: 0, data: null, message: 'ok' });
    const after = await t.call('user.info', {}, token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('rejects an expired token with 10101', async () => {
    const token = await t.signIn();
    await t.deps.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashSecret(token)));
    const res = await t.call('user.info', {}, token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('stores only hashes of tokens', async () => {
    const res = await t.call('auth.loginByPassword', ADMIN);
    const rows = await t.deps.db.select().from(authTokens);
    const stored = rows.flatMap((r) => [r.tokenHash, r.refreshHash]);
    expect(stored).not.toContain(res.body.data.token);
    expect(stored).toContain(hashSecret(res.body.data.token));
  });

  it('rotates on refresh: the new pair works, the old token and the old refresh token do not', async () => {
    const first = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    const refreshed = await t.call('user.refreshToken', { refresh_token: first.refresh_token });
    expect(refreshed.body.code).toBe(0);
    const second = refreshed.body.data;
    expect(second.token).not.toBe(first.token);
    expect((await t.call('user.info', {}, second.token)).body.code).toBe(0);
    expect((await t.call('user.info', {}, first.token)).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    const reused = await t.call('user.refreshToken', { refresh_token: first.refresh_token });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('revokes the whole family issued from a refresh token that is presented a second time', async () => {
    const first = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    const second = (await t.call('user.refreshToken', { refresh_token: first.refresh_token })).body.data;
    const third = (await t.call('user.refreshToken', { refresh_token: second.refresh_token })).body.data;
    const otherSignIn = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    expect((await t.call('user.info', {}, third.token)).body.code).toBe(0);

    // A stolen copy of the first refresh token is replayed.
    const replay = await t.call('user.refreshToken', { refresh_token: first.refresh_token });
    expect(replay.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);

    expect((await t.call('user.info', {}, third.token)).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    const thirdRefresh = await t.call('user.refreshToken', { refresh_token: third.refresh_token });
    expect(thirdRefresh.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    // A sign-in of its own is another family and stays signed in.
    expect((await t.call('user.info', {}, otherSignIn.token)).body.code).toBe(0);
  });

  it('lets a refresh token revoked by logout fail without revoking anything else', async () => {
    const first = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    const other = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    await t.call('auth.logout', {}, first.token);
    const res = await t.call('user.refreshToken', { refresh_token: first.refresh_token });
    expect(res.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    expect((await t.call('user.info', {}, other.token)).body.code).toBe(0);
  });
});

describe('user and permissions', () => {
  it('describes the administrator: role, modules and every endpoint key', async () => {
    const token = await t.signIn();
    const perm = await t.call('perm.user', {}, token);
    expect(perm.body.data.role_name).toBe('admin');
    expect(perm.body.data.modules).toEqual(['writer', 'designer']);
    expect(perm.body.data.permissions.sort()).toEqual(Object.keys(endpoints).sort());
    const roles = await t.call('user.roleList', {}, token);
    expect(roles.body.data).toEqual([
      { role_id: 'designer:admin', role_name: 'admin', module: 'designer' },
      { role_id: 'writer:admin', role_name: 'admin', module: 'writer' },
    ]);
  });

  it('gives a viewer the viewer role and no admin endpoints', async () => {
    const token = await t.signIn('vera', 'vera-password-1');
    const perm = await t.call('perm.user', {}, token);
    expect(perm.body.data).toMatchObject({ role_name: 'viewer', modules: ['writer'] });
    expect(perm.body.data.permissions).toContain('session.listByDomain');
    expect(perm.body.data.permissions).not.toContain('users.list');
    const info = await t.call('user.info', {}, token);
    expect(info.body.data).toMatchObject({ account: 'vera', writer_role: ['viewer'], designer_role: [] });
  });

  it('refuses an admin endpoint to a viewer with 10103 / HTTP 403', async () => {
    const token = await t.signIn('vera', 'vera-password-1');
    const res = await t.call('users.list', {}, token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('lists users for an administrator, filtered by keyword with wildcards taken literally', async () => {
    const token = await t.signIn();
    const all = await t.call('users.list', {}, token);
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    const vera = await t.call('users.list', { keyword: 'VER' }, token);
    expect(vera.body.data.list.map((u) => u.account)).toEqual(['vera']);
    expect(vera.body.data.list[0]).toMatchObject({ status: 'active', writer_role: ['viewer'] });
    const wildcard = await t.call('users.list', { keyword: '%' }, token);
    expect(wildcard.body.data.total).toBe(0);
    const paged = await t.call('users.list', { page: 2, page_size: 1 }, token);
    expect(paged.body.data.list).toHaveLength(1);
  });

  it('disabling an account ends its sign-ins; an administrator cannot disable themself', async () => {
    const id = await addUser(t.deps.db, 'walt', 'walt-password-1');
    const walt = await t.signIn('walt', 'walt-password-1');
    const admin = await t.signIn();
    expect((await t.call('users.statusUpdate', { user_uid: id, status: 'disabled' }, admin)).body.code).toBe(
      0,
    );
    expect((await t.call('user.info', {}, walt)).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    const logged = (await t.deps.db.select().from(auditLog)).filter((r) => r.targetId === id);
    expect(logged).toMatchObject([
      {
        action: 'user.status',
        teamId: null,
        targetLabel: 'walt',
        before: { status: 'active' },
        after: { status: 'disabled' },
      },
    ]);
    const adminId = (await t.call('user.info', {}, admin)).body.data.user_uid;
    const self = await t.call('users.statusUpdate', { user_uid: adminId, status: 'disabled' }, admin);
    expect(self.body.code).toBe(ErrorCode.CONFLICT);
    const missing = await t.call('users.statusUpdate', { user_uid: 'nope', status: 'active' }, admin);
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
