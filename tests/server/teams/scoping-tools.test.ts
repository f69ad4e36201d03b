import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardExecutor } from '../../../server/tools/create-dashboard.ts';
import { resolveDashboard } from '../../../server/tools/resolve-dashboard.ts';
import { shareReportExecutor } from '../../../server/tools/share-report.ts';
import { exportReportExecutor } from '../../../server/tools/export-report.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addClient, addTeamMember, personalTeamId, switchTeam } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { authUser, readyDashboard, toolContext } from '../tools/tools-kit.ts';

/** The assistant's tools act only in the caller's current team, within their role and clients. */
let t: TestApp;
let teamA: string;
let clientIds: { first: string; second: string };

const input = (name: string, over: Record<string, unknown> = {}) =>
  createDashboardExecutor.contract.input.parse({
    name,
    subjects: [{ name, keywords: name.toLowerCase() }],
    media: ['youtube'],
    ...over,
  });

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  const ann = await addUser(t.deps.db, 'ann', 'ann-password-1');
  teamA = personalTeamId(ann);
  clientIds = {
    first: await addClient(t.deps, teamA, 'First'),
    second: await addClient(t.deps, teamA, 'Second'),
  };
  const members: [string, 'editor' | 'viewer', string[] | undefined][] = [
    ['solo', 'editor', [clientIds.first]],
    ['duo', 'editor', [clientIds.first, clientIds.second]],
    ['vic', 'viewer', undefined],
  ];
  for (const [account, role, restrictedTo] of members) {
    const id = await addUser(t.deps.db, account, `${account}-password-1`);
    await addTeamMember(t.deps, teamA, id, role, restrictedTo);
    await switchTeam(t.deps, id, teamA);
  }
  await addUser(t.deps.db, 'ben', 'ben-password-1');
}, 60_000);
afterAll(() => t.close());

describe('create_dashboard', () => {
  it("files a restricted member's dashboard under their one client", async () => {
    const solo = await authUser(t, 'solo');
    const out = await createDashboardExecutor.execute(input('Hoka'), toolContext(t, solo));
    if (out.outcome !== 'created') throw new Error('expected a new dashboard');
    const board = await resolveDashboard({ dashboard_id: out.dashboard_id }, toolContext(t, solo));
    expect(board).toMatchObject({ teamId: teamA, clientId: clientIds.first });
  });

  it('asks which client when the member has several, and takes the one named', async () => {
    const duo = await authUser(t, 'duo');
    await expect(createDashboardExecutor.execute(input('On'), toolContext(t, duo))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Which client is this dashboard for? Yours are: First, Second.',
    });
    const out = await createDashboardExecutor.execute(input('On', { client: 'second' }), toolContext(t, duo));
    expect(out.outcome).toBe('created');
    await expect(
      createDashboardExecutor.execute(input('Brooks', { client: 'Nobody' }), toolContext(t, duo)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("refuses a team viewer, as the tool contract's error", async () => {
    const vic = await authUser(t, 'vic');
    await expect(createDashboardExecutor.execute(input('Asics'), toolContext(t, vic))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('finding dashboards', () => {
  it('by a part of its name when one name holds it, asking when several do, never another team’s', async () => {
    const ann = await authUser(t, 'ann');
    const running = await readyDashboard(t, ann, 'Running shoes Q3', []);
    await readyDashboard(t, ann, 'Trail boots', []);
    await readyDashboard(t, ann, 'Trail <b>socks</b>', []);
    const find = (name: string, user = ann, locale: 'en' | 'zh' = 'en') =>
      resolveDashboard({ dashboard_name: name }, toolContext(t, user, { locale }));
    // "Running shoes看板" is read as "shoes"; "the Nike dashboard" is said of "Nike running".
    expect((await find('shoes')).id).toBe(running.id);
    expect((await find('RUNNING')).id).toBe(running.id);
    await expect(find('trail')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Several dashboards have “trail” in their name: “Trail .+”, “Trail .+”\. Which one\?/,
      ),
    });
    await expect(find('trail', ann, 'zh')).rejects.toThrow(
      /有多个看板的名称包含“trail”：“Trail .+”、“Trail .+”。/,
    );
    // A LIKE wildcard is a character like any other.
    await expect(find('%')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const ben = await authUser(t, 'ben');
    await expect(find('shoes', ben)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("never finds another team's dashboard or one under a client the member may not see", async () => {
    const ann = await authUser(t, 'ann');
    const unfiled = await readyDashboard(t, ann, 'Unfiled', []);
    const ben = await authUser(t, 'ben');
    const solo = await authUser(t, 'solo');
    for (const user of [ben, solo])
      await expect(
        resolveDashboard({ dashboard_id: unfiled.id }, toolContext(t, user)),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      shareReportExecutor.execute({ dashboard_name: 'Unfiled', valid_days: 7 }, toolContext(t, ben)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const vic = await authUser(t, 'vic');
    await expect(
      shareReportExecutor.execute({ dashboard_name: 'Unfiled', valid_days: 7 }, toolContext(t, vic)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await resolveDashboard({ dashboard_name: 'unfiled' }, toolContext(t, vic))).id).toBe(unfiled.id);
    // A download is a read: a viewer may, a member kept from the dashboard's client may not find it.
    await expect(
      exportReportExecutor.execute({ dashboard_name: 'Unfiled', format: 'pdf' }, toolContext(t, vic)),
    ).resolves.toMatchObject({ dashboard_id: unfiled.id });
    await expect(
      exportReportExecutor.execute({ dashboard_name: 'Unfiled', format: 'pdf' }, toolContext(t, ben)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
