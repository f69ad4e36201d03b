import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { groups } from '../../../server/db/schema/index.ts';
import { isUniqueViolation } from '../../../server/domains/org/unique-violation.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditOf, newUser, ok, type KitUser } from './org-kit.ts';

let t: TestApp;
let root: KitUser;
let plain: KitUser;
let ann: KitUser;
let bob: KitUser;
let cy: KitUser;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  root = await newUser(t, 'gr-root', true);
  plain = await newUser(t, 'gr-plain');
  [ann, bob, cy] = [await newUser(t, 'gr-ann'), await newUser(t, 'gr-bob'), await newUser(t, 'gr-cy')];
}, 60_000);
afterAll(() => t.close());

const addGroup = async (name: string, description = '') =>
  ok(await t.call('group.add', { name, description }, root.token));

describe('groups', () => {
  it('are for system administrators only (10103)', async () => {
    const g = await addGroup('Closed');
    for (const res of [
      await t.call('group.list', {}, plain.token),
      await t.call('group.detail', { group_id: g.group_id }, plain.token),
      await t.call('group.add', { name: 'X' }, plain.token),
      await t.call('group.update', { group_id: g.group_id, name: 'X' }, plain.token),
      await t.call('group.delete', { group_ids: [g.group_id] }, plain.token),
      await t.call('group.bindUser', { group_id: g.group_id, user_uids: [] }, plain.token),
    ])
      expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('have names unique whatever their case (10206), and are listed by name with member counts', async () => {
    const a = await addGroup('APAC strategists', 'Regional');
    expect((await t.call('group.add', { name: 'apac STRATEGISTS' }, root.token)).body.code).toBe(
      ErrorCode.CONFLICT,
    );
    const b = await addGroup('Analysts');
    expect(
      (await t.call('group.update', { group_id: b.group_id, name: 'Apac Strategists' }, root.token)).body
        .code,
    ).toBe(ErrorCode.CONFLICT);
    expect(
      ok(await t.call('group.update', { group_id: a.group_id, name: 'APAC Strategists' }, root.token)).name,
    ).toBe('APAC Strategists');
    expect((await t.call('group.add', { name: 'Bad\nname' }, root.token)).body.code).toBe(
      ErrorCode.VALIDATION,
    );
    const list = ok(await t.call('group.list', { keyword: 'a' }, root.token));
    expect(list.list.map((g) => [g.name, g.member_count])).toEqual([
      ['Analysts', 0],
      ['APAC Strategists', 0],
    ]);
    const [audit] = await auditOf(t, 'group.update', a.group_id);
    expect(audit).toMatchObject({
      teamId: null,
      before: { name: 'APAC strategists', description: 'Regional' },
      after: { name: 'APAC Strategists', description: 'Regional' },
    });
  });

  it('are unique by an index on the lower-cased name, whatever writes them', async () => {
    await addGroup('Index twins');
    await expect(t.deps.db.insert(groups).values({ name: 'INDEX TWINS' })).rejects.toSatisfy(
      isUniqueViolation,
    );
  });

  it('bind_user sets the members to exactly the list, keeps when the stayers joined, and audits both lists', async () => {
    const g = await addGroup('Binders');
    ok(await t.call('group.bindUser', { group_id: g.group_id, user_uids: [ann.id, bob.id] }, root.token));
    const first = ok(await t.call('group.detail', { group_id: g.group_id }, root.token));
    expect(first.members.map((m) => m.account)).toEqual(['gr-ann', 'gr-bob']);
    const annAdded = first.members[0]?.added_at;

    ok(
      await t.call('group.bindUser', { group_id: g.group_id, user_uids: [cy.id, ann.id, cy.id] }, root.token),
    );
    const second = ok(await t.call('group.detail', { group_id: g.group_id }, root.token));
    expect(second.members.map((m) => m.account)).toEqual(['gr-ann', 'gr-cy']);
    expect(second.members[0]?.added_at).toBe(annAdded);
    expect(second.member_count).toBe(2);

    const unknown = await t.call(
      'group.bindUser',
      { group_id: g.group_id, user_uids: [ann.id, 'ghost'] },
      root.token,
    );
    expect(unknown.body.issues?.[0]?.path).toBe('user_uids');
    ok(await t.call('group.bindUser', { group_id: g.group_id, user_uids: [] }, root.token));
    expect(ok(await t.call('group.detail', { group_id: g.group_id }, root.token)).members).toEqual([]);

    const audits = await auditOf(t, 'group.members', g.group_id);
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ user_uids: [] }, { user_uids: [ann.id, bob.id].sort() }],
      [{ user_uids: [ann.id, bob.id].sort() }, { user_uids: [ann.id, cy.id].sort() }],
      [{ user_uids: [ann.id, cy.id].sort() }, { user_uids: [] }],
    ]);
    const tooMany = Array.from({ length: 501 }, (_, i) => `u${i}`);
    expect(
      (await t.call('group.bindUser', { group_id: g.group_id, user_uids: tooMany }, root.token)).body.code,
    ).toBe(ErrorCode.VALIDATION);
  });

  it('delete all or nothing; unknown ids are 10205', async () => {
    const a = await addGroup('Gone 1');
    const b = await addGroup('Gone 2');
    expect((await t.call('group.delete', { group_ids: [a.group_id, 'nope'] }, root.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('group.detail', { group_id: 'nope' }, root.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(ok(await t.call('group.delete', { group_ids: [a.group_id, b.group_id] }, root.token))).toEqual({
      deleted: 2,
    });
    expect((await t.call('group.detail', { group_id: a.group_id }, root.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(await auditOf(t, 'group.delete', b.group_id)).toHaveLength(1);
  });
});
