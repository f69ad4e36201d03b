import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { shareLinks } from '../../../server/db/schema/index.ts';
import { runningShoes } from '../dashboard/dashboard-fixtures.ts';
import { noModel } from '../helpers/no-model.ts';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { SHARE_CODE_LIMIT } from '../../../server/lib/rate-limits/app-limits.ts';
import { createTestApp, requestFor, type TestApp } from '../helpers/test-app.ts';
import { joinTeamOf } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';

let t: TestApp;
let owner: string;
let viewer: string;
let stranger: string;
let dashboardId: string;
let otherDashboardId: string;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  // Vera is a viewer of the administrator's team; Otto an editor of his own team only.
  const vera = await addUser(t.deps.db, 'vera', 'vera-password-1', [['writer', 'viewer']]);
  await joinTeamOf(t.deps, 'admin', vera, 'viewer');
  await addUser(t.deps.db, 'otto', 'otto-password-1', [['writer', 'editor']]);
  [owner, viewer, stranger] = await Promise.all([
    t.signIn(),
    t.signIn('vera', 'vera-password-1'),
    t.signIn('otto', 'otto-password-1'),
  ]);
  dashboardId = (await t.call('dashboard.add', runningShoes({ name: 'Shared board' }), owner)).body.data
    .dashboard_id;
  otherDashboardId = (await t.call('dashboard.add', runningShoes({ name: 'Not shared' }), owner)).body.data
    .dashboard_id;
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function share(validDays = 7, code?: string) {
  const res = await t.call(
    'share.add',
    { dashboard_id: dashboardId, valid_days: validDays, ...(code ? { code } : {}) },
    owner,
  );
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** The shared page's request: no sign-in, only the link and code headers. */
async function sharedDashboard(link: string, code: string, query = '') {
  const res = await t.app.request(`/api/share/dashboard${query}`, {
    headers: { 'sb-share-link': link, 'sb-share-password': code },
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; data: { dashboard_id: string; name: string } | null },
  };
}

describe('creating share links', () => {
  it('stores the code only as a hash and returns it once', async () => {
    const created = await share(7, 'Spring2026');
    expect(created).toMatchObject({
      dashboard_id: dashboardId,
      valid_days: 7,
      code: 'Spring2026',
      status: 'active',
      view_count: 0,
      revoked_at: null,
    });
    expect(created.link_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const days =
      (new Date(created.expires_at).getTime() - new Date(created.created_at).getTime()) / 86_400_000;
    expect(days).toBe(7);
    const [row] = await t.deps.db.select().from(shareLinks).where(eq(shareLinks.id, created.share_id));
    expect(row!.codeHash).toMatch(/^scrypt\$/);
    expect(row!.codeHash).not.toContain('Spring2026');
    const listed = (await t.call('share.list', { dashboard_id: dashboardId }, owner)).body.data;
    expect(listed.find((s) => s.share_id === created.share_id)).not.toHaveProperty('code');
  });

  it('generates a code of letters and digits when none is given', async () => {
    const created = await share(1);
    expect(created.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await t.call('share.verify', { link: created.link_id, code: created.code })).body.code).toBe(0);
  });

  it('validates validity days (1–365) and the code (6+ letters and digits)', async () => {
    for (const input of [
      { valid_days: 0 },
      { valid_days: 366 },
      { valid_days: 1.5 },
      { valid_days: 7, code: 'abc12' },
      { valid_days: 7, code: 'abc-1234' },
    ]) {
      const res = await t.call('share.add', { dashboard_id: dashboardId, ...input }, owner);
      expect(res.body.code, JSON.stringify(input)).toBe(ErrorCode.VALIDATION);
    }
  });

  it("is for editors of the dashboard's team; its viewers list the links", async () => {
    expect((await t.call('share.add', { dashboard_id: dashboardId, valid_days: 7 }, viewer)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect(
      (await t.call('share.add', { dashboard_id: dashboardId, valid_days: 7 }, stranger)).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await t.call('share.list', { dashboard_id: dashboardId }, stranger)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('share.list', { dashboard_id: dashboardId }, viewer)).body.code).toBe(0);
  });
});

describe('opening a share link', () => {
  it('verifies the code, counts views and serves the dashboard to the headers alone', async () => {
    const created = await share(30, 'Open5esame');
    const first = await t.call('share.verify', { link: created.link_id, code: 'Open5esame' });
    expect(first.body.data).toMatchObject({
      dashboard_id: dashboardId,
      name: 'Shared board',
      expires_at: created.expires_at,
    });
    await t.call('share.verify', { link: created.link_id, code: 'Open5esame' });
    const listed = (await t.call('share.list', { dashboard_id: dashboardId }, owner)).body.data;
    const mine = listed.find((s) => s.share_id === created.share_id)!;
    expect(mine.view_count).toBe(2);
    expect(mine.last_viewed_at).not.toBeNull();

    const page = await sharedDashboard(created.link_id, 'Open5esame');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ dashboard_id: dashboardId, name: 'Shared board' });
    // The link opens its own dashboard only.
    const other = await sharedDashboard(created.link_id, 'Open5esame', `?dashboard_id=${otherDashboardId}`);
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('answers an unknown link with 403 and 10102, a wrong code on a live link with 10104', async () => {
    const created = await share(30, 'Right1234');
    const unknown = await t.call('share.verify', { link: 'no-such-link', code: 'Right1234' });
    expect(unknown).toMatchObject({ status: 403, body: { code: ErrorCode.SHARE_EXPIRED, data: null } });
    const wrong = await t.call('share.verify', { link: created.link_id, code: 'Wrong1234' });
    expect(wrong).toMatchObject({ status: 401, body: { code: ErrorCode.BAD_CREDENTIALS, data: null } });
    const page = await sharedDashboard(created.link_id, 'Wrong1234');
    expect(page).toMatchObject({ status: 401, body: { code: ErrorCode.BAD_CREDENTIALS } });
  });

  it('without share headers the shared endpoint needs a sign-in, and then serves own dashboards', async () => {
    const anonymous = await t.app.request(`/api/share/dashboard?dashboard_id=${dashboardId}`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: number }).code).toBe(ErrorCode.SIGN_IN_EXPIRED);
    expect((await t.call('share.dashboard', { dashboard_id: dashboardId }, owner)).body.data.name).toBe(
      'Shared board',
    );
    expect((await t.call('share.dashboard', { dashboard_id: dashboardId }, stranger)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses a revoked link at once', async () => {
    const created = await share(30, 'Revoke123');
    expect((await sharedDashboard(created.link_id, 'Revoke123')).status).toBe(200);
    expect((await t.call('share.revoke', { share_id: created.share_id }, stranger)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('share.revoke', { share_id: created.share_id }, owner)).body.code).toBe(0);
    expect(await sharedDashboard(created.link_id, 'Revoke123')).toMatchObject({
      status: 403,
      body: { code: ErrorCode.SHARE_EXPIRED },
    });
    const verify = await t.call('share.verify', { link: created.link_id, code: 'Revoke123' });
    expect(verify.body.code).toBe(ErrorCode.SHARE_EXPIRED);
    const listed = (await t.call('share.list', { dashboard_id: dashboardId }, owner)).body.data;
    expect(listed.find((s) => s.share_id === created.share_id)).toMatchObject({ status: 'revoked' });
  });

  it('refuses a link after its validity days', async () => {
    const created = await share(1, 'Expire123');
    expect((await t.call('share.verify', { link: created.link_id, code: 'Expire123' })).body.code).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(created.expires_at).getTime() + 1_000);
    const late = await t.call('share.verify', { link: created.link_id, code: 'Expire123' });
    expect(late).toMatchObject({ status: 403, body: { code: ErrorCode.SHARE_EXPIRED } });
    expect(await sharedDashboard(created.link_id, 'Expire123')).toMatchObject({
      status: 403,
      body: { code: ErrorCode.SHARE_EXPIRED },
    });
    const token = await t.signIn();
    const listed = (await t.call('share.list', { dashboard_id: dashboardId }, token)).body.data;
    expect(listed.find((s) => s.share_id === created.share_id)).toMatchObject({
      status: 'expired',
      view_count: 1,
    });
  });

  it('limits wrong codes per link and address: the 11th attempt is 10105 even with the right code', async () => {
    const created = await share(30, 'Limit1234');
    const spare = await share(30, 'Spare1234');
    for (let i = 0; i < 10; i++) {
      const res = await t.call('share.verify', { link: created.link_id, code: `Guess${i}000` });
      expect(res.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    const blocked = await t.call('share.verify', { link: created.link_id, code: 'Limit1234' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    expect((await sharedDashboard(created.link_id, 'Limit1234')).body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    // Another link is not affected.
    expect((await t.call('share.verify', { link: spare.link_id, code: 'Spare1234' })).body.code).toBe(0);
    // The window passes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    expect((await t.call('share.verify', { link: created.link_id, code: 'Limit1234' })).body.code).toBe(0);
  });

  it('says how long a lockout lasts: retry_after_seconds in the envelope and the Retry-After header', async () => {
    const created = await share(30, 'Wait12345');
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < SHARE_CODE_LIMIT.limit; i++)
      await t.call('share.verify', { link: created.link_id, code: `Nope${i}0000` });
    vi.setSystemTime(Date.now() + 60_500);
    const { url, init } = requestFor(endpoints['share.verify'], { link: created.link_id, code: 'Wait12345' });
    const res = await t.app.request(url, init);
    const body = (await res.json()) as { code: number; retry_after_seconds?: number };
    expect(res.status).toBe(429);
    expect(body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
    // 15 minutes from the first wrong code, 1 minute of it gone: 14 minutes, rounded up to the second.
    expect(body.retry_after_seconds).toBe(14 * 60);
    expect(res.headers.get('Retry-After')).toBe(String(14 * 60));
    // The shared page's own requests are refused the same way.
    const page = await t.app.request('/api/share/dashboard', {
      headers: { 'sb-share-link': created.link_id, 'sb-share-password': 'Wait12345' },
    });
    expect(page.headers.get('Retry-After')).toBe(String(14 * 60));
  });

  it('counts wrong codes on the link, durably, for the owner only', async () => {
    const created = await share(30, 'Count1234');
    const before = Date.now();
    for (const code of ['Wrong0001', 'Wrong0002']) {
      const res = await t.call('share.verify', { link: created.link_id, code });
      expect(res.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    // A wrong code in the shared page's headers counts too; the right one does not.
    expect((await sharedDashboard(created.link_id, 'Wrong0003')).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    const opened = await t.call('share.verify', { link: created.link_id, code: 'Count1234' });
    expect(opened.body.code).toBe(0);
    expect(opened.body.data).not.toHaveProperty('failed_attempts');

    const [row] = await t.deps.db.select().from(shareLinks).where(eq(shareLinks.id, created.share_id));
    expect(row!.failedAttempts).toBe(3);
    const listed = (await t.call('share.list', { dashboard_id: dashboardId }, owner)).body.data;
    const mine = listed.find((s) => s.share_id === created.share_id)!;
    expect(mine.failed_attempts).toBe(3);
    expect(new Date(mine.last_failed_attempt_at!).getTime()).toBeGreaterThanOrEqual(before - 1);
    // Only the dashboard's team reads them (its viewers too): not an editor of another team, not the visitor's page.
    expect((await t.call('share.list', { dashboard_id: dashboardId }, stranger)).body.data).toBeNull();
    const teamView = (await t.call('share.list', { dashboard_id: dashboardId }, viewer)).body.data;
    expect(teamView.find((s) => s.share_id === created.share_id)?.failed_attempts).toBe(3);
    const page = await sharedDashboard(created.link_id, 'Count1234');
    expect(JSON.stringify(page.body)).not.toContain('failed_attempts');
  });

  it('deleting the dashboard ends its links', async () => {
    const d = (await t.call('dashboard.add', runningShoes({ name: 'Short-lived' }), owner)).body.data;
    const created = (
      await t.call('share.add', { dashboard_id: d.dashboard_id, valid_days: 5, code: 'Gone12345' }, owner)
    ).body.data;
    await t.call('dashboard.del', { dashboard_id: d.dashboard_id }, owner);
    expect((await sharedDashboard(created.link_id, 'Gone12345')).body.code).toBe(ErrorCode.SHARE_EXPIRED);
  });
});
