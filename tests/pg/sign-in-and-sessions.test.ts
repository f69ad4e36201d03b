import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createDb } from '../../server/db/client.ts';
import { issueLoginKey } from '../../server/domains/auth/service.ts';
import { listMessages, saveMessages } from '../../server/domains/session/service.ts';
import { noModel } from '../server/helpers/no-model.ts';
import { ADMIN, createTestApp, type TestApp } from '../server/helpers/test-app.ts';
import { addUser } from '../server/helpers/users.ts';
import { createScratchDatabase } from './scratch-database.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  t = await createTestApp({ models: noModel, database: await createDb({ databaseUrl: scratch.url }) });
});

afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

describe('sign-in on PostgreSQL', () => {
  it('password sign-in, wrong password, logout', async () => {
    const res = await t.call('auth.loginByPassword', ADMIN);
    expect(res.body.data.user_info.writer_role).toEqual(['admin']);
    expect((await t.call('auth.loginByPassword', { ...ADMIN, password: 'wrong-password' })).body.code).toBe(
      ErrorCode.BAD_CREDENTIALS,
    );
    const token = res.body.data.token;
    expect((await t.call('perm.user', {}, token)).body.data.role_name).toBe('admin');
    await t.call('auth.logout', {}, token);
    expect((await t.call('perm.user', {}, token)).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });

  it('one-time keys work once, even under concurrent use', async () => {
    const { key } = await issueLoginKey(t.deps.db, 'admin', 5);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => t.call('auth.loadTokenByKey', { token_key: key })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
  });

  it('refresh rotates the pair', async () => {
    const first = (await t.call('auth.loginByPassword', ADMIN)).body.data;
    const second = (await t.call('user.refreshToken', { refresh_token: first.refresh_token })).body.data;
    expect((await t.call('user.info', {}, second.token)).body.code).toBe(0);
    expect((await t.call('user.refreshToken', { refresh_token: first.refresh_token })).body.code).toBe(
      ErrorCode.SIGN_IN_EXPIRED,
    );
  });
});

describe('sessions on PostgreSQL', () => {
  it('CRUD, escaped keyword search, messages and ownership', async () => {
    const admin = await t.signIn();
    await addUser(t.deps.db, 'pat', 'pat-password-1');
    const pat = await t.signIn('pat', 'pat-password-1');

    const a = (await t.call('session.addByApp', { title: 'Plan 100%' }, admin)).body.data;
    const b = (await t.call('session.addByApp', { title: 'Plan B' }, admin)).body.data;
    const list = (await t.call('session.listByDomain', {}, admin)).body.data;
    expect(list.map((s) => s.session_id)).toEqual([b.session_id, a.session_id]);
    const found = (await t.call('session.listByDomain', { keyword: '0%' }, admin)).body.data;
    expect(found.map((s) => s.title)).toEqual(['Plan 100%']);

    await saveMessages(t.deps.db, a.session_id, [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: '你好' }] },
      { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'hi' }], metadata: { n: 1 } },
    ]);
    await saveMessages(t.deps.db, a.session_id, [
      { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'hello' }] },
    ]);
    const history = await t.call('session.chatHistory', { session_id: a.session_id }, admin);
    expect(history.body.data).toEqual(await listMessages(t.deps.db, a.session_id));
    expect(history.body.data.map((m) => m.parts[0])).toEqual([
      { type: 'text', text: '你好' },
      { type: 'text', text: 'hello' },
    ]);

    expect((await t.call('session.edit', { session_id: a.session_id, title: 'x' }, pat)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('session.del', { session_id: a.session_id }, admin)).body.code).toBe(0);
    expect((await t.call('session.chatHistory', { session_id: a.session_id }, admin)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
