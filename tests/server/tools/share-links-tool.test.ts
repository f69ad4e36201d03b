import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFailedAttempt, countView } from '../../../server/domains/share/queries.ts';
import { createShare, revokeShare } from '../../../server/domains/share/service.ts';
import { callerOf } from '../../../server/domains/dashboard/team-scope.ts';
import { shareLinksExecutor } from '../../../server/tools/share-links.ts';
import { SHARE_LINKS_SHOWN } from '../../../src/tools/share-links/contract.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addTeamMember, personalTeamId, switchTeam } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { authUser, readyDashboard, toolContext } from './tools-kit.ts';

/** share_links: where a dashboard's links stand, for a member who may see the dashboard, never another team's. */
let t: TestApp;
let ann: AuthUser;
let boards: { nike: string; adidas: string; puma: string };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  const annId = await addUser(t.deps.db, 'ann', 'ann-password-1');
  const vicId = await addUser(t.deps.db, 'vic', 'vic-password-1');
  await addTeamMember(t.deps, personalTeamId(annId), vicId, 'viewer');
  await switchTeam(t.deps, vicId, personalTeamId(annId));
  await addUser(t.deps.db, 'ben', 'ben-password-1');
  ann = await authUser(t, 'ann');
  boards = {
    nike: (await readyDashboard(t, ann, 'Nike running', [])).id,
    adidas: (await readyDashboard(t, ann, 'Adidas', [])).id,
    puma: (await readyDashboard(t, ann, 'Puma', [])).id,
  };
  const caller = callerOf(ann);
  const share = (dashboard_id: string, valid_days: number, daysAgo = 0) =>
    createShare(t.deps.db, caller, { dashboard_id, valid_days }, new Date(Date.now() - daysAgo * DAY));
  // Nike: one active link opened twice with a wrong code tried, one expired, one revoked.
  const active = await share(boards.nike, 30, 1);
  for (const _ of [1, 2]) await countView(t.deps.db, active.share_id, new Date());
  await countFailedAttempt(t.deps.db, active.share_id, new Date());
  await share(boards.nike, 7, 20);
  await revokeShare(t.deps.db, caller.team, (await share(boards.nike, 7, 2)).share_id);
  // Adidas is the dashboard shared last.
  await share(boards.adidas, 7);
}, 60_000);
afterAll(() => t.close());

describe('share_links', () => {
  it('counts the named dashboard’s links by status and lists them newest first, with views and wrong codes', async () => {
    const out = await shareLinksExecutor.execute({ dashboard_name: 'nike running' }, toolContext(t, ann));
    expect(out).toMatchObject({ dashboard_id: boards.nike, active: 1, expired: 1, revoked: 1 });
    expect(out.links.map((l) => l.status)).toEqual(['active', 'revoked', 'expired']);
    expect(out.links[0]).toMatchObject({ view_count: 2, failed_attempts: 1 });
    expect(out.links[0]!.last_failed_attempt_at).toEqual(expect.any(String));
    // Only what the card shows: never a code, its hash or the link id.
    expect(Object.keys(out.links[0]!).sort()).toEqual(
      [
        'created_at',
        'expires_at',
        'failed_attempts',
        'last_failed_attempt_at',
        'last_viewed_at',
        'revoked_at',
        'share_id',
        'status',
        'view_count',
      ].sort(),
    );
  });

  it('without a name takes the dashboard open in the panel, else the one shared last', async () => {
    const open = await shareLinksExecutor.execute(
      {},
      toolContext(t, ann, { activeDashboardId: boards.nike }),
    );
    expect(open.dashboard_id).toBe(boards.nike);
    const last = await shareLinksExecutor.execute({}, toolContext(t, ann));
    expect(last).toMatchObject({ dashboard_id: boards.adidas, dashboard_name: 'Adidas', active: 1 });
  });

  it('says a dashboard has none, and lists the newest ten of many', async () => {
    const none = await shareLinksExecutor.execute({ dashboard_name: 'Puma' }, toolContext(t, ann));
    expect(none).toMatchObject({ active: 0, expired: 0, revoked: 0, links: [] });
    const caller = callerOf(ann);
    for (let i = 0; i < SHARE_LINKS_SHOWN + 2; i++)
      await createShare(t.deps.db, caller, { dashboard_id: boards.puma, valid_days: 1 + i });
    const many = await shareLinksExecutor.execute({ dashboard_name: 'Puma' }, toolContext(t, ann));
    expect(many.active).toBe(SHARE_LINKS_SHOWN + 2);
    expect(many.links).toHaveLength(SHARE_LINKS_SHOWN);
  });

  it('is a read: a viewer of the team may ask; another team finds neither the dashboard nor its links', async () => {
    const vic = await authUser(t, 'vic');
    await expect(
      shareLinksExecutor.execute({ dashboard_name: 'Nike running' }, toolContext(t, vic)),
    ).resolves.toMatchObject({ active: 1 });
    const ben = await authUser(t, 'ben');
    await expect(
      shareLinksExecutor.execute({ dashboard_id: boards.nike }, toolContext(t, ben)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Ben's own team shared nothing: the latest of his own dashboards (none) is not found either.
    await expect(shareLinksExecutor.execute({}, toolContext(t, ben))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
