import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { SHARE_CODE_LIMIT } from '../../../server/lib/rate-limits/app-limits.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, requestFor, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { fixtureDataset, metricOf, resultOf, runJobs } from './ad-dashboard-kit.ts';

/* An AD dashboard's share link opens the shared page exactly as an MK one's: code, lockout, expiry, sample label. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let dashboardId: string;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'ad-share');
  const sample = await fixtureDataset(t, { teamId: w.teamId, name: 'Trailhead sample', kind: 'sample' });
  dashboardId = ok(
    await t.call(
      'adDashboard.add',
      {
        name: 'Shared ads',
        dataset_ids: [sample],
        range: { kind: 'custom', from: '2026-02-16', to: '2026-03-03' },
      },
      w.editor.token,
    ),
  ).dashboard_id;
  await runJobs(t);
}, 120_000);
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const share = async (code: string, validDays = 7) =>
  ok(await t.call('share.add', { dashboard_id: dashboardId, valid_days: validDays, code }, w.editor.token));

/** A request of the shared page: no sign-in, only the link and the code. */
async function asViewer<K extends 'share.dashboard' | 'adDashboard.compute'>(
  key: K,
  input: Record<string, unknown>,
  link: string,
  code: string,
) {
  const { url, init } = requestFor(endpoints[key], input);
  const res = await t.app.request(url, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      'sb-share-link': link,
      'sb-share-password': code,
    },
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: never; message: string } };
}

describe('sharing an AD dashboard', () => {
  it('opens with the code: its results, its ad block and the sample label, and its quick picks', async () => {
    const link = await share('AdShare2026');
    const verified = ok(await t.call('share.verify', { link: link.link_id, code: 'AdShare2026' }));
    expect(verified).toMatchObject({ dashboard_id: dashboardId, name: 'Shared ads' });

    const page = await asViewer('share.dashboard', {}, link.link_id, 'AdShare2026');
    expect(page.status).toBe(200);
    const detail = page.body.data as {
      app_type: string;
      data_sources: string[];
      ad: { sample: boolean; sources: { name: string; sample: boolean }[] };
      components: { api_key: string; result: unknown; state: string }[];
    };
    expect(detail).toMatchObject({ app_type: 'AD', data_sources: ['sample'] });
    expect(detail.ad).toMatchObject({ sample: true, sources: [{ name: 'Trailhead sample', sample: true }] });
    expect(metricOf(resultOf(detail, 'db_ad_performance_overview'), 'amount_spent_usd')?.period).toBe(442);
    // Nothing of the account a viewer should not get.
    expect(JSON.stringify(detail)).not.toMatch(/account_id|token/);

    const week = await asViewer(
      'adDashboard.compute',
      { dashboard_id: dashboardId, range: { kind: 'days', days: 7 } },
      link.link_id,
      'AdShare2026',
    );
    expect(week.status).toBe(200);
    const computed = week.body.data as { components: { api_key: string; result: unknown }[] };
    expect(metricOf(resultOf(computed, 'db_ad_performance_overview'), 'amount_spent_usd')?.period).toBe(242);
  });

  it('reaches only its own dashboard', async () => {
    const link = await share('OnlyThis1');
    const other = ok(
      await t.call(
        'adDashboard.add',
        { name: 'Not shared', dataset_ids: [await fixtureDataset(t, { teamId: w.teamId, name: 'Other' })] },
        w.editor.token,
      ),
    );
    const refused = await asViewer(
      'adDashboard.compute',
      { dashboard_id: other.dashboard_id },
      link.link_id,
      'OnlyThis1',
    );
    expect(refused.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses a wrong code, locks out after too many, and ends with the link', async () => {
    const link = await share('RightCode1');
    const wrong = await asViewer('share.dashboard', {}, link.link_id, 'WrongCode1');
    expect(wrong.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    for (let i = 1; i < SHARE_CODE_LIMIT.limit; i++)
      await asViewer('adDashboard.compute', { dashboard_id: dashboardId }, link.link_id, `Wrong${i}xyz`);
    const locked = await asViewer(
      'adDashboard.compute',
      { dashboard_id: dashboardId },
      link.link_id,
      'RightCode1',
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);

    const expiring = await share('Expiring1', 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    const expired = await asViewer('share.dashboard', {}, expiring.link_id, 'Expiring1');
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe(ErrorCode.SHARE_EXPIRED);
    vi.useRealTimers();

    const revoked = await share('Revoked12');
    ok(await t.call('share.revoke', { share_id: revoked.share_id }, w.editor.token));
    const gone = await asViewer(
      'adDashboard.compute',
      { dashboard_id: dashboardId },
      revoked.link_id,
      'Revoked12',
    );
    expect(gone.body.code).toBe(ErrorCode.SHARE_EXPIRED);
  });
});
