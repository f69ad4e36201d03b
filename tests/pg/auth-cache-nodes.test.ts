import { and, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { authTokens, userRoles } from '../../server/db/schema/index.ts';
import { LISTENER_APPLICATION_NAME } from '../../server/lib/cache/change-listener.ts';
import { hashSecret } from '../../server/lib/secrets.ts';
import { ADMIN, type TestApp } from '../server/helpers/test-app.ts';
import { addUser } from '../server/helpers/users.ts';
import { nodeOnDatabase } from './node-on-database.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Two nodes (two apps, each with its pool and its auth cache) on one PostgreSQL. A change made on node A must
 * reach node B's cache as soon as B hears A's commit; B waits for nothing else (its entries live ten minutes).
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: TestApp;
let b: TestApp;
let admin: ReturnType<typeof postgres>;
let counter = 0;

const heard = { timeout: 10_000, interval: 10 };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  admin = postgres(scratch.url, { max: 1, onnotice: () => {} });
  a = await nodeOnDatabase(scratch.url);
  b = await nodeOnDatabase(scratch.url);
  await vi.waitFor(
    () => expect([a.deps.authCache.state, b.deps.authCache.state]).toEqual(['listening', 'listening']),
    heard,
  );
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await admin?.end();
  await scratch?.drop();
});

async function newViewer(): Promise<{ id: string; token: string }> {
  const account = `viewer-${++counter}`;
  const id = await addUser(a.deps.db, account, 'viewer-password-1', [['writer', 'viewer']]);
  return { id, token: await a.signIn(account, 'viewer-password-1') };
}

async function revokeBehindTheCache(token: string): Promise<void> {
  await a.deps.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, hashSecret(token)));
}

const infoCode = async (node: TestApp, token: string) => (await node.call('user.info', {}, token)).body.code;

describe('the auth cache on several nodes', () => {
  it('B answers a signed-in request from memory', async () => {
    const { token } = await newViewer();
    expect(await infoCode(b, token)).toBe(0);
    await revokeBehindTheCache(token);
    expect(await infoCode(b, token)).toBe(0);
  });

  it('an account disabled on A is refused on B', async () => {
    const viewer = await newViewer();
    expect(await infoCode(b, viewer.token)).toBe(0);
    const res = await a.call(
      'users.statusUpdate',
      { user_uid: viewer.id, status: 'disabled' },
      await a.signIn(),
    );
    expect(res.body.code).toBe(0);
    await vi.waitFor(
      async () => expect(await infoCode(b, viewer.token)).toBe(ErrorCode.SIGN_IN_EXPIRED),
      heard,
    );
  });

  it('a role granted and revoked on A is allowed and then forbidden on B', async () => {
    const viewer = await newViewer();
    const role = { userId: viewer.id, roleId: 'designer:admin' };
    expect((await b.call('users.list', {}, viewer.token)).status).toBe(403);

    await a.deps.authCache.change(a.deps.db, async (tx, changed) => {
      changed.add(viewer.id);
      await tx.insert(userRoles).values(role);
    });
    await vi.waitFor(
      async () => expect((await b.call('users.list', {}, viewer.token)).status).toBe(200),
      heard,
    );

    await a.deps.authCache.change(a.deps.db, async (tx, changed) => {
      changed.add(viewer.id);
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, role.userId), eq(userRoles.roleId, role.roleId)));
    });
    await vi.waitFor(
      async () => expect((await b.call('users.list', {}, viewer.token)).status).toBe(403),
      heard,
    );
  });

  it('a logout and a refresh on A end the old tokens on B', async () => {
    const out = await a.signIn();
    const first = (await a.call('auth.loginByPassword', ADMIN)).body.data;
    expect([await infoCode(b, out), await infoCode(b, first.token)]).toEqual([0, 0]);
    await a.call('auth.logout', {}, out);
    await a.call('user.refreshToken', { refresh_token: first.refresh_token });
    await vi.waitFor(async () => {
      expect([await infoCode(b, out), await infoCode(b, first.token)]).toEqual([
        ErrorCode.SIGN_IN_EXPIRED,
        ErrorCode.SIGN_IN_EXPIRED,
      ]);
    }, heard);
  });

  it('while B cannot hear it asks the database, and it starts empty when it hears again', async () => {
    const before = await newViewer();
    const during = await newViewer();
    expect([await infoCode(b, before.token), await infoCode(b, during.token)]).toEqual([0, 0]);

    await admin`select pg_terminate_backend(pid) from pg_stat_activity
                where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
    await vi.waitFor(() => expect(b.deps.authCache.state).toBe('deaf'), heard);
    await revokeBehindTheCache(during.token);
    expect(await infoCode(b, during.token)).toBe(ErrorCode.SIGN_IN_EXPIRED);
    await revokeBehindTheCache(before.token);

    await vi.waitFor(() => expect(b.deps.authCache.state).toBe('listening'), heard);
    expect(await infoCode(b, before.token)).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });
});
