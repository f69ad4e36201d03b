import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { parseTagRulesByDimension } from '../../../../src/lib/ads/tag-rules.ts';
import { SAMPLE_HOOKS, SAMPLE_PRODUCTS } from '../../../../server/ads/sources/sample/sample-catalog.ts';
import { createAdSources } from '../../../../server/ads/sources/create-ad-source.ts';
import { adDatasets, jobs } from '../../../../server/db/schema/index.ts';
import { scheduleDueAdSyncs } from '../../../../server/domains/ads/ad-jobs.ts';
import { noModel } from '../../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { fixture } from '../sources/fixtures.ts';
import { ok, teamWorld } from '../../teams/org-kit.ts';
import { factCount, runAdJobs } from './ad-app-kit.ts';

/* Ad accounts: bound through their platform (Meta answered by msw from real-shaped fixtures) or a sample. */

const API = 'https://graph.test/v25.0';
const TOKEN = 'EAAGm0PX4ZCpsBAtesttoken1234567890';
const NOW = new Date('2026-11-20T12:00:00Z');
const server = setupServer();

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
/** Each insights request's time range, as Meta was asked. */
let ranges: string[] = [];
let insights: (url: URL) => Response | undefined = () => undefined;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({
    models: noModel,
    adSources: createAdSources({
      meta: { baseUrl: API, wait: async () => {} },
      sample: { adsPerAccount: 12 },
    }),
  });
  w = await teamWorld(t, 'ad-accounts');
  // The clock of the whole app (requests, jobs, the sample's days) is NOW; timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
}, 180_000);
afterAll(async () => {
  vi.useRealTimers();
  server.close();
  await t.close();
});
afterEach(() => {
  insights = () => undefined;
});

/** The fake Graph API: the account, and two insights pages for the range holding 1–2 November. */
function graph() {
  server.use(
    http.get(`${API}/act_1234567890/insights`, ({ request }) => {
      const url = new URL(request.url);
      const range = url.searchParams.get('time_range') ?? '';
      ranges.push(range);
      const custom = insights(url);
      if (custom) return custom;
      // The next page's link carries the cursor only (as the fixture's `paging.next`).
      if (url.searchParams.get('after')) return HttpResponse.json(fixture('meta-insights-page2'));
      const { since, until } = JSON.parse(range) as { since: string; until: string };
      if (!(since <= '2026-11-01' && until >= '2026-11-02')) return HttpResponse.json({ data: [] });
      return HttpResponse.json(fixture('meta-insights-page1'));
    }),
    http.get(`${API}/act_1234567890`, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${TOKEN}`
        ? HttpResponse.json(fixture('meta-account'))
        : HttpResponse.json(fixture('meta-error-token-expired'), { status: 400 }),
    ),
    http.get(`${API}/`, ({ request }) => {
      const all = fixture('meta-ads');
      const ids = new URL(request.url).searchParams.get('ids')!.split(',');
      return HttpResponse.json(Object.fromEntries(ids.filter((id) => all[id]).map((id) => [id, all[id]])));
    }),
  );
}

const run = () => runAdJobs(t);
const detail = async (id: string) => ok(await t.call('adData.detail', { dataset_id: id }, w.viewer.token));

describe('sample accounts', () => {
  it('are offered without a token, labelled sample', async () => {
    const { list } = ok(await t.call('adAccount.samples', {}, w.viewer.token));
    expect(list.map((a) => [a.platform, a.account_id, a.sample])).toEqual([
      ['meta', 'sample-meta', true],
      ['tiktok', 'sample-tiktok', true],
    ]);
    const checked = ok(
      await t.call('adAccount.check', { platform: 'tiktok', account_id: 'sample-tiktok' }, w.editor.token),
    );
    expect(checked).toMatchObject({ account: { sample: true, currency: 'USD' }, bound_dataset_id: null });
  });

  it('bind once, sync their generated days and say they are sample data', async () => {
    const added = ok(
      await t.call('adAccount.add', { platform: 'meta', account_id: 'sample-meta' }, w.editor.token),
    );
    expect(added).toMatchObject({ kind: 'sample', sample: true, state: 'syncing', has_token: false });
    const again = await t.call(
      'adAccount.add',
      { platform: 'meta', account_id: 'sample-meta' },
      w.admin.token,
    );
    expect(again.body.code).toBe(ErrorCode.AD_ACCOUNT_TAKEN);
    expect(again.status).toBe(409);
    await run();
    const synced = await detail(added.dataset_id);
    expect(synced).toMatchObject({ state: 'success', sample: true, platform: 'meta', progress: 100 });
    expect(synced.row_count).toBeGreaterThan(100);
    expect(synced.windows).toEqual(['none', '1d_view', '1d_click', '7d_click']);
    expect(synced.days!.to).toBe('2026-11-20');
    expect(Date.parse(synced.next_sync_at!) - NOW.getTime()).toBe(24 * 3_600_000);
    const [sample] = await t.deps.analytics.all<{ all_sample: boolean }>(
      'select bool_and(sample) as all_sample from analytics.ad_days where dataset_id = $1',
      [added.dataset_id],
    );
    expect(sample!.all_sample).toBe(true);
    expect(await factCount(t, added.dataset_id, 'ad_tags')).toBeGreaterThan(0);
  });

  it("come with the tag rules of their naming convention, which tag every ad's product, audience and hook", async () => {
    const [row] = await t.deps.db.select().from(adDatasets).where(eq(adDatasets.accountId, 'sample-meta'));
    const { rules } = ok(await t.call('adTags.rules', { dataset_id: row!.id }, w.viewer.token));
    expect(parseTagRulesByDimension(rules).problems).toEqual([]);
    expect(rules.product).toContain('trail-shoe, Trail shoe');
    const tags = await t.deps.analytics.all<{ dimension: string; tag: string; source: string; ads: number }>(
      `select dimension, tag, source, count(*) as ads from analytics.ad_tags where dataset_id = $1
       group by dimension, tag, source order by dimension, tag`,
      [row!.id],
    );
    const [ads] = await t.deps.analytics.all<{ n: number }>(
      'select count(distinct ad_id) as n from analytics.ad_days where dataset_id = $1',
      [row!.id],
    );
    const taggedBy = (dimension: string) =>
      tags.filter((g) => g.dimension === dimension).reduce((n, g) => n + Number(g.ads), 0);
    // The audience is in every ad set's name; the hook in every ad's name but the few named "Ad 7 - Copy".
    expect(taggedBy('audience')).toBe(Number(ads!.n));
    expect(taggedBy('hook')).toBeGreaterThanOrEqual(Math.floor(Number(ads!.n) * 0.8));
    expect(taggedBy('product')).toBeGreaterThan(0);
    const products = new Set(
      SAMPLE_PRODUCTS.map((p) => p.kebab.charAt(0).toUpperCase() + p.kebab.slice(1).replace(/-/g, ' ')),
    );
    for (const g of tags.filter((g) => g.dimension === 'product' && g.source === 'rule'))
      expect(products).toContain(g.tag);
    const hooks = new Set(SAMPLE_HOOKS.map((h) => h.token));
    for (const g of tags.filter((g) => g.dimension === 'hook' && g.source === 'rule'))
      expect(hooks).toContain(g.tag);
  });

  it('are read again when due, from a week before the last day read', async () => {
    const [row] = await t.deps.db.select().from(adDatasets).where(eq(adDatasets.accountId, 'sample-meta'));
    const before = await factCount(t, row!.id);
    const [early] = await t.deps.analytics.all<{ n: number }>(
      "select count(*) as n from analytics.ad_days where dataset_id = $1 and day < '2026-11-14'",
      [row!.id],
    );
    const later = new Date(NOW.getTime() + 25 * 3_600_000);
    vi.setSystemTime(later);
    expect(await scheduleDueAdSyncs(t.deps.db, later)).toEqual([row!.id]);
    expect((await detail(row!.id)).state).toBe('syncing');
    await run();
    vi.setSystemTime(NOW);
    const again = await detail(row!.id);
    expect(again).toMatchObject({ state: 'success', days: { to: '2026-11-21' } });
    // The days before the re-read window are as they were; one more day was added.
    const [earlyAfter] = await t.deps.analytics.all<{ n: number }>(
      "select count(*) as n from analytics.ad_days where dataset_id = $1 and day < '2026-11-14'",
      [row!.id],
    );
    expect(earlyAfter!.n).toBe(early!.n);
    expect(await factCount(t, row!.id)).toBeGreaterThanOrEqual(before);
  });
});

describe('a Meta account', () => {
  let id: string;

  it('is checked through the Graph API before it is bound; a bad token is 10420, none 10446', async () => {
    graph();
    const none = await t.call(
      'adAccount.check',
      { platform: 'meta', account_id: 'act_1234567890' },
      w.editor.token,
    );
    expect(none.body.code).toBe(ErrorCode.AD_TOKEN_REQUIRED);
    const bad = await t.call(
      'adAccount.check',
      { platform: 'meta', account_id: 'act_1234567890', token: 'EAAwrongtoken' },
      w.editor.token,
    );
    expect(bad.body.code).toBe(ErrorCode.AD_SOURCE_TOKEN_INVALID);
    expect(JSON.stringify(bad.body)).not.toContain('EAAwrongtoken');
    const good = ok(
      await t.call(
        'adAccount.check',
        { platform: 'meta', account_id: 'act_1234567890', token: TOKEN },
        w.editor.token,
      ),
    );
    expect(good.account).toMatchObject({
      name: 'Trailhead EU',
      currency: 'EUR',
      time_zone: 'Europe/Berlin',
      status: 'active',
      sample: false,
    });
    expect(
      (await t.call('adAccount.check', { platform: 'google', account_id: '1', token: 'x' }, w.editor.token))
        .body.code,
    ).toBe(ErrorCode.AD_SOURCE_PLATFORM_UNSUPPORTED);
  });

  it('is bound with its token sealed, and synced from its insights', async () => {
    graph();
    const viewerTry = await t.call(
      'adAccount.add',
      { platform: 'meta', account_id: 'act_1234567890', token: TOKEN },
      w.viewer.token,
    );
    expect(viewerTry.body.code).toBe(ErrorCode.FORBIDDEN);
    const added = ok(
      await t.call(
        'adAccount.add',
        { platform: 'meta', account_id: 'act_1234567890', token: TOKEN, monthly_budget_usd: 5000 },
        w.editor.token,
      ),
    );
    id = added.dataset_id;
    expect(added).toMatchObject({
      kind: 'account',
      name: 'Trailhead EU',
      account_id: '1234567890',
      has_token: true,
    });
    const [row] = await t.deps.db.select().from(adDatasets).where(eq(adDatasets.id, id));
    expect(row!.tokenSealed).toMatch(/^v1\./);
    expect(row!.tokenSealed).not.toContain(TOKEN);
    ranges = [];
    await run();
    const synced = await detail(id);
    expect(synced).toMatchObject({
      state: 'success',
      row_count: 3,
      days: { from: '2026-11-01', to: '2026-11-02' },
      monthly_budget_usd: 5000,
      currency: 'EUR',
    });
    // 120 days up to today in Berlin, asked for a week at a time.
    expect(JSON.parse(ranges[0]!)).toEqual({ since: '2026-07-24', until: '2026-07-30' });
    expect(JSON.parse(ranges.at(-1)!).until).toBe('2026-11-20');
    const listed = ok(await t.call('adAccount.list', {}, w.viewer.token));
    expect(JSON.stringify(listed)).not.toContain(TOKEN);
    expect(listed.list.map((d) => d.kind).sort()).toEqual(['account', 'sample']);
  });

  it('fails a sync the platform refuses with what to do, keeps its rows, and syncs again when asked', async () => {
    graph();
    insights = () => HttpResponse.json(fixture('meta-error-token-expired'), { status: 400 });
    ok(await t.call('adAccount.sync', { dataset_id: id }, w.editor.token));
    await run();
    const failed = await detail(id);
    expect(failed).toMatchObject({
      state: 'failed',
      failure_code: ErrorCode.AD_SOURCE_TOKEN_INVALID,
      row_count: 3,
    });
    expect(failed.problems[0]).toMatchObject({ code: ErrorCode.AD_SOURCE_TOKEN_INVALID, path: 'account' });
    expect(JSON.stringify(failed.problems)).not.toContain(TOKEN);
    expect(await factCount(t, id)).toBe(3);

    insights = () => undefined;
    ranges = [];
    const retried = ok(await t.call('adAccount.sync', { dataset_id: id }, w.editor.token));
    expect(retried.state).toBe('syncing');
    // Asked twice, queued once.
    ok(await t.call('adAccount.sync', { dataset_id: id }, w.editor.token));
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    expect(queued.filter((j) => j.kind === 'ad-sync-account')).toHaveLength(1);
    await run();
    expect(await detail(id)).toMatchObject({ state: 'success', row_count: 3 });
    // Read again from a week before the last day read (2 November).
    expect(JSON.parse(ranges[0]!).since).toBe('2026-10-27');
  });

  it('says when a rate limit ends and is tried again then', async () => {
    graph();
    insights = () =>
      HttpResponse.json(fixture('meta-error-rate-limit'), {
        status: 400,
        headers: {
          'x-business-use-case-usage': JSON.stringify({
            '1234567890': [{ type: 'ads_insights', call_count: 100, estimated_time_to_regain_access: 30 }],
          }),
        },
      });
    ok(await t.call('adAccount.sync', { dataset_id: id }, w.editor.token));
    await run();
    const limited = await detail(id);
    expect(limited).toMatchObject({ state: 'failed', failure_code: ErrorCode.AD_SOURCE_RATE_LIMITED });
    expect(limited.problems[0]!.params).toEqual({ retry_after_seconds: 1800 });
    expect(Date.parse(limited.next_sync_at!) - NOW.getTime()).toBe(1_800_000);
  });

  it('takes a new token after checking it, and is deleted with its rows', async () => {
    graph();
    const refused = await t.call(
      'adAccount.update',
      { dataset_id: id, token: 'EAAwrongtoken' },
      w.editor.token,
    );
    expect(refused.body.code).toBe(ErrorCode.AD_SOURCE_TOKEN_INVALID);
    const renamed = ok(
      await t.call('adAccount.update', { dataset_id: id, name: 'EU shop', token: TOKEN }, w.editor.token),
    );
    expect(renamed).toMatchObject({ name: 'EU shop', state: 'syncing' });
    await run();
    const budget = ok(
      await t.call('adData.budget', { dataset_id: id, monthly_budget_usd: null }, w.editor.token),
    );
    expect(budget.monthly_budget_usd).toBeNull();
    expect((await t.call('adData.delete', { dataset_id: id }, w.editor.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('adAccount.delete', { dataset_id: id }, w.viewer.token)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    ok(await t.call('adAccount.delete', { dataset_id: id }, w.editor.token));
    expect((await t.call('adData.detail', { dataset_id: id }, w.editor.token)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    await run();
    expect(await factCount(t, id)).toBe(0);
    expect(await factCount(t, id, 'ad_tags')).toBe(0);
  });
});
