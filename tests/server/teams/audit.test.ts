import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { data, expectCode, newTeamWorld, type TeamWorld } from './team-kit.ts';

let t: TestApp;
let admin: string;
let w: TeamWorld;
let other: TeamWorld;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await t.signIn();
  w = await newTeamWorld(t, 'Audited team');
  other = await newTeamWorld(t, 'Other team');
  data(await t.call('team.batchModifyRole', { user_uids: [w.viewer.id], role: 'editor' }, w.admin.token));
  data(await t.call('team.update', { name: 'Audited team 2' }, w.owner.token));
}, 60_000);
afterAll(() => t.close());

describe('the team audit log', { timeout: 60_000 }, () => {
  it("lists the team's changes newest first, with before and after, to its admins only", async () => {
    const log = data(await t.call('audit.list', {}, w.admin.token));
    // team.create, three member.add, member.role, team.update.
    expect(log.total).toBe(6);
    expect(log.list.map((e) => e.action)).toEqual([
      'team.update',
      'member.role',
      'member.add',
      'member.add',
      'member.add',
      'team.create',
    ]);
    expect(log.list[1]).toMatchObject({
      actor: { user_uid: w.admin.id, name: expect.stringContaining('admin') },
      target_type: 'member',
      target_id: w.viewer.id,
      target_label: w.viewer.account,
      before: { role: 'viewer' },
      after: { role: 'editor' },
    });
    expect(log.list[0]).toMatchObject({
      before: { name: 'Audited team' },
      after: { name: 'Audited team 2' },
    });
    expect(Date.parse(log.list[0]!.created_at)).not.toBeNaN();
    // Nothing of the other team.
    expect(log.list.every((e) => e.target_id !== other.teamId)).toBe(true);

    expectCode(await t.call('audit.list', {}, w.editor.token), ErrorCode.FORBIDDEN);
    expectCode(await t.call('audit.list', {}, w.viewer.token), ErrorCode.FORBIDDEN);
  });

  it('filters by the beginning of the action and by the actor, and pages', async () => {
    const members = data(await t.call('audit.list', { action: 'member.' }, w.owner.token));
    expect(members.total).toBe(4);
    expect(members.list.every((e) => e.action.startsWith('member.'))).toBe(true);
    expect(data(await t.call('audit.list', { action: '%' }, w.owner.token)).total).toBe(0);
    const byAdmin = data(await t.call('audit.list', { actor: 'admin' }, w.owner.token));
    expect(byAdmin.list.map((e) => e.action)).toEqual(['member.role']);
    const page = data(await t.call('audit.list', { page: 2, page_size: 4 }, w.owner.token));
    expect(page).toMatchObject({ total: 6 });
    expect(page.list.map((e) => e.action)).toEqual(['member.add', 'team.create']);
  });
});

describe('the studio audit log (backstage)', { timeout: 60_000 }, () => {
  it('every team for system administrators, with team names; by team', async () => {
    data(await t.call('team.switch', { team_id: other.teamId }, admin));
    const all = data(await t.call('audit.all', { page_size: 100 }, admin));
    const teamNames = new Set(all.list.map((e) => e.team_name));
    expect(teamNames).toContain('Audited team 2');
    expect(teamNames).toContain('Other team');
    const entered = data(await t.call('audit.all', { team_id: other.teamId, action: 'team.enter' }, admin));
    expect(entered.list).toHaveLength(1);
    expect(entered.list[0]).toMatchObject({
      team_id: other.teamId,
      team_name: 'Other team',
      actor: { name: 'Administrator' },
    });
    for (const who of [w.owner, w.admin, w.viewer])
      expectCode(await t.call('audit.all', {}, who.token), ErrorCode.FORBIDDEN);
  });
});
