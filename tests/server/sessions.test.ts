import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { eq } from 'drizzle-orm';
import { assistantSessions, messages } from '../../server/db/schema/index.ts';
import {
  getOwnedSession,
  listMessages,
  saveMessages,
  touchSession,
  type StoredMessage,
} from '../../server/domains/session/service.ts';
import { noModel } from './helpers/no-model.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { addUser } from './helpers/users.ts';

let t: TestApp;
let admin: string;
let other: string;
let otherId: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  otherId = await addUser(t.deps.db, 'olga', 'olga-password-1');
  admin = await t.signIn();
  other = await t.signIn('olga', 'olga-password-1');
});
afterAll(() => t.close());

const text = (id: string, role: StoredMessage['role'], value: string): StoredMessage => ({
  id,
  role,
  parts: [{ type: 'text', text: value }],
});

describe('session endpoints', () => {
  it('creates, lists newest first, renames and deletes', async () => {
    const a = (await t.call('session.addByApp', { title: 'First plan' }, admin)).body.data;
    const b = (await t.call('session.addByApp', { domain: 'writer', app_doi: 'APP_1', title: '' }, admin))
      .body.data;
    expect(a).toMatchObject({ title: 'First plan', domain: 'writer', app_doi: null });
    expect(b).toMatchObject({ title: '', app_doi: 'APP_1' });

    let list = (await t.call('session.listByDomain', {}, admin)).body.data;
    expect(list.map((s) => s.session_id).slice(0, 2)).toEqual([b.session_id, a.session_id]);

    const renamed = await t.call('session.edit', { session_id: a.session_id, title: 'Renamed plan' }, admin);
    expect(renamed.body.data.title).toBe('Renamed plan');
    list = (await t.call('session.listByDomain', {}, admin)).body.data;
    expect(list[0]!.session_id).toBe(a.session_id);

    expect((await t.call('session.del', { session_id: b.session_id }, admin)).body.code).toBe(0);
    list = (await t.call('session.listByDomain', {}, admin)).body.data;
    expect(list.map((s) => s.session_id)).not.toContain(b.session_id);
    const gone = await t.call('session.chatHistory', { session_id: b.session_id }, admin);
    expect(gone.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('keeps domains apart and filters by title with wildcards taken literally', async () => {
    await t.call('session.addByApp', { domain: 'designer', title: 'Poster 100% red' }, admin);
    await t.call('session.addByApp', { domain: 'designer', title: 'Poster blue' }, admin);
    await t.call('session.addByApp', { domain: 'designer', title: 'Banner_v2' }, admin);
    const designer = (await t.call('session.listByDomain', { domain: 'designer' }, admin)).body.data;
    expect(designer).toHaveLength(3);
    const titles = async (keyword: string) =>
      (await t.call('session.listByDomain', { domain: 'designer', keyword }, admin)).body.data
        .map((s) => s.title)
        .sort();
    expect(await titles('poster')).toEqual(['Poster 100% red', 'Poster blue']);
    expect(await titles('100%')).toEqual(['Poster 100% red']);
    expect(await titles('%')).toEqual(['Poster 100% red']);
    expect(await titles('_')).toEqual(['Banner_v2']);
    expect(await titles('   ')).toHaveLength(3);
  });

  it("answers someone else's session exactly like a missing one (10205)", async () => {
    const mine = (await t.call('session.addByApp', { title: 'Private' }, admin)).body.data;
    for (const [key, input] of [
      ['session.edit', { session_id: mine.session_id, title: 'Hijacked' }],
      ['session.del', { session_id: mine.session_id }],
      ['session.chatHistory', { session_id: mine.session_id }],
    ] as const) {
      const res = await t.call(key, input as never, other);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await t.call('session.listByDomain', {}, other)).body.data).toEqual([]);
    const still = await t.call('session.chatHistory', { session_id: mine.session_id }, admin);
    expect(still.body).toMatchObject({ code: 0, data: [] });
  });

  it('requires sign-in', async () => {
    expect((await t.call('session.listByDomain', {}, undefined)).body.code).toBe(ErrorCode.SIGN_IN_EXPIRED);
  });
});

describe('session service (used by /api/chat)', () => {
  it('saves messages in order, upserts by id and returns them oldest first through chatHistory', async () => {
    const s = (await t.call('session.addByApp', {}, admin)).body.data;
    await saveMessages(t.deps.db, s.session_id, [text('u1', 'user', 'hello'), text('a1', 'assistant', 'hi')]);
    await saveMessages(t.deps.db, s.session_id, [
      { ...text('a1', 'assistant', 'hi there'), metadata: { finished: true } },
      text('u2', 'user', 'open KOX list'),
    ]);
    const stored = await listMessages(t.deps.db, s.session_id);
    expect(stored.map((m) => m.id)).toEqual(['u1', 'a1', 'u2']);
    expect(stored[1]).toEqual({ ...text('a1', 'assistant', 'hi there'), metadata: { finished: true } });
    expect(stored[0]).not.toHaveProperty('metadata');

    const history = await t.call('session.chatHistory', { session_id: s.session_id }, admin);
    expect(history.body.data).toEqual(stored);
  });

  it('keeps equal message ids of different sessions apart', async () => {
    const s1 = (await t.call('session.addByApp', {}, admin)).body.data;
    const s2 = (await t.call('session.addByApp', {}, other)).body.data;
    await saveMessages(t.deps.db, s1.session_id, [text('m', 'user', 'mine')]);
    await saveMessages(t.deps.db, s2.session_id, [text('m', 'user', 'theirs')]);
    expect((await listMessages(t.deps.db, s1.session_id))[0]!.parts).toEqual([
      { type: 'text', text: 'mine' },
    ]);
  });

  it('saves nothing when one message of the batch fails', async () => {
    const s = (await t.call('session.addByApp', {}, admin)).body.data;
    const bad = { id: 'x', role: 'robot', parts: [] } as unknown as StoredMessage;
    await expect(saveMessages(t.deps.db, s.session_id, [text('ok', 'user', 'fine'), bad])).rejects.toThrow();
    expect(await listMessages(t.deps.db, s.session_id)).toEqual([]);
  });

  it('deleting a session deletes its messages', async () => {
    const s = (await t.call('session.addByApp', {}, admin)).body.data;
    await saveMessages(t.deps.db, s.session_id, [text('d1', 'user', 'bye')]);
    await t.call('session.del', { session_id: s.session_id }, admin);
    const left = await t.deps.db.select().from(messages);
    expect(left.filter((m) => m.sessionId === s.session_id)).toEqual([]);
  });

  it('touchSession bumps updated_at and names only an untitled session', async () => {
    const s = (await t.call('session.addByApp', {}, admin)).body.data;
    // A minute back, so that the touch is later even within the same millisecond as the creation.
    const before = new Date(Date.now() - 60_000);
    await t.deps.db
      .update(assistantSessions)
      .set({ updatedAt: before })
      .where(eq(assistantSessions.id, s.session_id));
    await touchSession(t.deps.db, s.session_id, '  Open the KOX list  ');
    let row = await getOwnedSession(
      t.deps.db,
      (await t.call('user.info', {}, admin)).body.data.user_uid,
      s.session_id,
    );
    expect(row.title).toBe('Open the KOX list');
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.getTime());
    await touchSession(t.deps.db, s.session_id, 'Another title');
    row = await getOwnedSession(t.deps.db, row.userId, s.session_id);
    expect(row.title).toBe('Open the KOX list');
  });

  it('getOwnedSession refuses other users with NOT_FOUND', async () => {
    const s = (await t.call('session.addByApp', {}, admin)).body.data;
    await expect(getOwnedSession(t.deps.db, otherId, s.session_id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
