import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { createDb } from '../../server/db/client.ts';
import { noModel } from '../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';
import { currentTeam, data, expectCode, newPerson, newTeamWorld } from '../server/teams/team-kit.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** Teams on PostgreSQL: one owner at a time, and the listening auth cache sees every membership change at once. */
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

describe('teams on PostgreSQL', () => {
  it('transfers the ownership in one transaction; cached tokens see both new roles', async () => {
    const w = await newTeamWorld(t);
    expect((await currentTeam(t, w.owner.token))?.role).toBe('owner');
    expect((await currentTeam(t, w.admin.token))?.role).toBe('admin');
    data(await t.call('team.transferOwner', { user_uid: w.admin.id }, w.owner.token));
    expect((await currentTeam(t, w.owner.token))?.role).toBe('admin');
    expect((await currentTeam(t, w.admin.token))?.role).toBe('owner');
    expectCode(await t.call('team.leave', {}, w.admin.token), ErrorCode.TEAM_OWNER_REQUIRED);
  });

  it('membership events reach a cached token at once; a batch naming an outsider changes nothing', async () => {
    const w = await newTeamWorld(t);
    const joiner = await newPerson(t, 'joiner', false);
    expect(await currentTeam(t, joiner.token)).toBeNull();
    const invited = data(
      await t.call('team.invite', { account: joiner.account, name: 'x', role: 'viewer' }, w.admin.token),
    );
    expect(invited.created).toBe(false);
    expect(await currentTeam(t, joiner.token)).toMatchObject({ team_id: w.teamId, role: 'viewer' });
    expectCode(
      await t.call(
        'team.batchModifyRole',
        { user_uids: [joiner.id, w.outsider.id], role: 'editor' },
        w.admin.token,
      ),
      ErrorCode.NOT_FOUND,
    );
    expect((await currentTeam(t, joiner.token))?.role).toBe('viewer');
    data(await t.call('team.batchRemoveUser', { user_uids: [joiner.id] }, w.admin.token));
    expect(await currentTeam(t, joiner.token)).toBeNull();
    data(await t.call('team.delete', { confirm_name: w.teamName }, w.owner.token));
    expect((await currentTeam(t, w.viewer.token))?.team_id).not.toBe(w.teamId);
  });
});
