import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { authTokens, userRoles, users } from '../../server/db/schema/index.ts';
import type { AuthUser } from '../../server/lib/app-env.ts';
import { AuthCache } from '../../server/lib/cache/auth-cache.ts';
import { hashSecret } from '../../server/lib/secrets.ts';
import { noModel } from './helpers/no-model.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers/test-app.ts';
import { addUser } from './helpers/users.ts';

/**
 * Each event that changes who a token belongs to or what it may do: a request fills the cache, the event
 * happens, and the very next request sees it. Writes made behind the cache's back stay unseen, which is how
 * these tests know the answers before the event came from memory.
 */
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
}, 60_000);
afterAll(() => t.close());

async function newViewer(): Promise<{ id: string; token: string }> {
  const account = `viewer-${++counter}`;
  const id = await addUser(t.deps.db, account, 'viewer-password-1', [['writer', 'viewer']]);
  return { id, token: await t.signIn(account, 'viewer-password-1') };
}

/** Revokes a token without telling the cache, as an outside tool writing to the database would. */
async function revokeBehindTheCache(token: string): Promise<void> {
  await t.deps.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, hashSecret(token)));
}

const infoCode = async (token: string) => (await t.call('user.info', {}, token)).body.code;

describe('the token cache', { timeout: 60_000 }, () => {
  it('answers a signed-in request from memory once the token was looked up', async () => {
    const { token } = await newViewer();
    expect(await infoCode(token)).toBe(0);
    await revokeBehindTheCache(token);
    expect(await infoCode(token)).toBe(0);
  });

  it('logout: the token is refused at once', async () => {
    const { token } = await newViewer();
    expect(await infoCode(token)).toBe(0);
    expect((await t.call('auth.logout', {}, token)).body.code).toBe(0);
    const after = await t.call('user.info', {}, token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('refresh: the old access token is refused at once, the new one works', async () => {
    const first = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    expect(await infoCode(first.token)).toBe(0);
    const second = (await t.call('user.refreshToken', { refresh_token: first.refresh_token })).body.data;
    expect(await infoCode(first.token)).toBe(ErrorCode.SIGN_IN_EXPIRED);
    expect(await infoCode(second.token)).toBe(0);
  });

  it('a replayed refresh token: every cached token of its family is refused at once', async () => {
    const first = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    const second = (await t.call('user.refreshToken', { refresh_token: first.refresh_token })).body.data;
    const other = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    expect(await infoCode(second.token)).toBe(0);
    expect(await infoCode(other.token)).toBe(0);
    await t.call('user.refreshToken', { refresh_token: first.refresh_token });
    expect(await infoCode(second.token)).toBe(ErrorCode.SIGN_IN_EXPIRED);
    expect(await infoCode(other.token)).toBe(0);
  });

  it('disabling an account: its cached tokens are refused at once', async () => {
    const viewer = await newViewer();
    const admin = await t.signIn();
    expect(await infoCode(viewer.token)).toBe(0);
    const res = await t.call('users.statusUpdate', { user_uid: viewer.id, status: 'disabled' }, admin);
    expect(res.body.code).toBe(0);
    expect((await t.call('user.info', {}, viewer.token)).status).toBe(401);
  });

  it('a role change made through the cache: the next request has the new roles', async () => {
    const viewer = await newViewer();
    expect((await t.call('users.list', {}, viewer.token)).status).toBe(403);
    const setAdmin = (grant: boolean) =>
      t.deps.authCache.change(t.deps.db, async (tx, changed) => {
        changed.add(viewer.id);
        const role = { userId: viewer.id, roleId: 'writer:admin' };
        if (grant) await tx.insert(userRoles).values(role);
        else
          await tx
            .delete(userRoles)
            .where(and(eq(userRoles.userId, role.userId), eq(userRoles.roleId, role.roleId)));
      });

    await setAdmin(true);
    expect((await t.call('users.list', {}, viewer.token)).body.code).toBe(0);
    expect((await t.call('user.roleList', {}, viewer.token)).body.data.map((r) => r.role_id)).toEqual([
      'writer:admin',
      'writer:viewer',
    ]);
    expect((await t.call('perm.user', {}, viewer.token)).body.data.role_name).toBe('admin');

    await setAdmin(false);
    expect((await t.call('users.list', {}, viewer.token)).status).toBe(403);
    expect((await t.call('user.roleList', {}, viewer.token)).body.data.map((r) => r.role_id)).toEqual([
      'writer:viewer',
    ]);
  });

  it('a write that fails is rolled back: the caller keeps access', async () => {
    const viewer = await newViewer();
    expect(await infoCode(viewer.token)).toBe(0);
    const failing = t.deps.authCache.change(t.deps.db, async (tx, changed) => {
      changed.add(viewer.id);
      await tx.update(users).set({ status: 'disabled' }).where(eq(users.id, viewer.id));
      throw new Error('the write fails after its update');
    });
    await expect(failing).rejects.toThrow('the write fails');
    expect(await infoCode(viewer.token)).toBe(0);
  });
});

describe('a lookup racing a change', () => {
  const caller: AuthUser = {
    id: 'u1',
    account: 'u1',
    name: 'U1',
    writerRoles: ['viewer'],
    designerRoles: [],
    roleList: [{ role_id: 'writer:viewer', role_name: 'viewer', module: 'writer' }],
    tokenId: 'tk1',
    systemAdmin: false,
    team: null,
  };
  const live = { user: caller, expiresAt: new Date(Date.now() + 3_600_000) };

  it('keeps what it read when nothing changed meanwhile', async () => {
    const cache = new AuthCache();
    await cache.lookup('hash', async () => structuredClone(live));
    expect(cache.size).toBe(1);
  });

  it('answers with what it read but does not keep it when a change came in between', async () => {
    const cache = new AuthCache();
    let release!: () => void;
    const readDone = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.lookup('hash', async () => {
      const read = structuredClone(live);
      await readDone;
      return read;
    });
    await cache.change(t.deps.db, async (_tx, changed) => changed.add(caller.id));
    release();
    expect((await pending)?.id).toBe(caller.id);
    expect(cache.size).toBe(0);
  });
});

describe('the token cache and the clock', () => {
  let short: TestApp;
  beforeAll(async () => {
    // A three-minute token: shorter than the ten minutes an entry may otherwise live.
    short = await createTestApp({ models: noModel, env: { TOKEN_TTL_HOURS: '0.05' } });
  }, 60_000);
  afterAll(() => short.close());
  afterEach(() => vi.useRealTimers());

  it('an entry ends when its token expires', async () => {
    const token = await short.signIn();
    expect((await short.call('user.info', {}, token)).body.code).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000 + 1_000);
    expect((await short.call('user.info', {}, token)).status).toBe(401);
  });
});
