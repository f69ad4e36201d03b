import { http, HttpResponse } from 'msw';
import type { AdDataset, TaggedAd } from '@/screens/ads/ad-data/api/ad-data-queries';
import { ErrorCode } from '@/lib/api/error-codes';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

const STAMP = '2026-11-20T08:00:00.000Z';

export function adDataset(id: string, patch: Partial<AdDataset> = {}): AdDataset {
  return {
    dataset_id: id,
    kind: 'file',
    platform: 'meta',
    name: `Dataset ${id}`,
    sample: false,
    client: null,
    account_id: null,
    currency: 'USD',
    time_zone: null,
    monthly_budget_usd: null,
    has_token: false,
    token_readable: true,
    file: { name: 'meta-october.csv', size: 35_600_000, format: 'meta' },
    state: 'success',
    phase: null,
    progress: 100,
    failure_code: null,
    problems: [],
    row_count: 100_000,
    ad_count: 500,
    days: { from: '2026-10-01', to: '2026-10-31' },
    windows: ['none', '7d_click'],
    attribution_setting: null,
    last_synced_at: null,
    next_sync_at: null,
    created_by: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...patch,
  };
}

export function taggedAd(id: string, patch: Partial<TaggedAd> = {}): TaggedAd {
  return {
    ad_id: id,
    ad_name: `Ad ${id}`,
    ad_set_name: 'Women 25-34',
    campaign_name: 'Serum Q4',
    spend_usd: 1234.5,
    impressions: 45_000,
    first_day: '2026-10-01',
    last_day: '2026-10-31',
    cover_url: null,
    tags: { product: null, audience: null, hook: null },
    ...patch,
  };
}

const SAMPLES = [
  {
    platform: 'meta' as const,
    account_id: 'sample-meta',
    name: 'Trailhead Outdoor · Meta',
    currency: 'USD',
    time_zone: 'America/Los_Angeles',
    status: 'active' as const,
    platform_status: 'SAMPLE',
    sample: true,
  },
  {
    platform: 'tiktok' as const,
    account_id: 'sample-tiktok',
    name: '山径户外 · TikTok',
    currency: 'USD',
    time_zone: 'Asia/Shanghai',
    status: 'active' as const,
    platform_status: 'SAMPLE',
    sample: true,
  },
];

/** The token the fake Meta account takes; any other is refused as expired (10420). */
export const GOOD_TOKEN = 'EAAGoodToken';

/** What the fake ad data API holds; `calls` records every write's path and body (multipart: its fields). */
export interface AdDataDb {
  datasets: AdDataset[];
  ads: TaggedAd[];
  rules: { product: string; audience: string; hook: string };
  retagging: boolean;
  calls: { path: string; body: Record<string, unknown> }[];
}

export const adDataDb = (datasets: AdDataset[] = [], ads: TaggedAd[] = []): AdDataDb => ({
  datasets,
  ads,
  rules: { product: '', audience: '', hook: '' },
  retagging: false,
  calls: [],
});

const page = <T>(all: T[], url: URL) => {
  const size = Number(url.searchParams.get('page_size') ?? 20);
  const at = (Number(url.searchParams.get('page') ?? 1) - 1) * size;
  return { list: all.slice(at, at + size), total: all.length };
};

/** The ad data endpoints over `db`, answering as the real server does for what the screen sends. */
export function adDataHandlers(db: AdDataDb) {
  const json = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    db.calls.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  const form = async (request: Request) => {
    const data = await request.formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of data.entries()) body[key] = typeof value === 'string' ? value : value.name;
    db.calls.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  const find = (id: unknown) => db.datasets.find((d) => d.dataset_id === id);
  return [
    http.get(
      '/api/ad_account/samples',
      withUser(() =>
        ok({
          list: SAMPLES.map((s) => ({
            ...s,
            bound_dataset_id: db.datasets.find((d) => d.account_id === s.account_id)?.dataset_id ?? null,
          })),
        }),
      ),
    ),
    http.get(
      '/api/ad_account/list',
      withUser(({ request }) =>
        ok(
          page(
            db.datasets.filter((d) => d.kind !== 'file'),
            new URL(request.url),
          ),
        ),
      ),
    ),
    http.get(
      '/api/ad_data/list',
      withUser(({ request }) => {
        const url = new URL(request.url);
        const kind = url.searchParams.get('kind');
        return ok(
          page(
            db.datasets.filter((d) => !kind || d.kind === kind),
            url,
          ),
        );
      }),
    ),
    http.get(
      '/api/ad_data/detail',
      withUser(({ request }) => {
        const found = find(new URL(request.url).searchParams.get('dataset_id'));
        return found ? ok(found) : fail('NOT_FOUND', 'Ad data not found.');
      }),
    ),
    http.post(
      '/api/ad_account/check',
      withUser(async ({ request }) => {
        const body = await json(request);
        if (body.token !== GOOD_TOKEN) return fail('AD_SOURCE_TOKEN_INVALID', 'The token has expired.');
        return ok({
          account: {
            ...SAMPLES[0]!,
            account_id: '1234567890',
            name: 'Trailhead EU',
            currency: 'EUR',
            time_zone: 'Europe/Berlin',
            sample: false,
            platform_status: '1',
          },
          bound_dataset_id: null,
        });
      }),
    ),
    http.post(
      '/api/ad_account/add',
      withUser(async ({ request }) => {
        const body = await json(request);
        const sample = SAMPLES.find((s) => s.account_id === body.account_id);
        if (!sample && body.token !== GOOD_TOKEN)
          return fail('AD_SOURCE_TOKEN_INVALID', 'The token has expired.');
        const added = adDataset(`acc-${db.datasets.length + 1}`, {
          kind: sample ? 'sample' : 'account',
          sample: Boolean(sample),
          name: sample?.name ?? 'Trailhead EU',
          account_id: String(body.account_id),
          file: null,
          state: 'syncing',
          phase: 'reading',
          progress: 0,
          row_count: 0,
          ad_count: 0,
          days: null,
          windows: [],
          has_token: !sample,
        });
        db.datasets.unshift(added);
        return ok(added);
      }),
    ),
    http.post(
      '/api/ad_account/sync',
      withUser(async ({ request }) => {
        const found = find((await json(request)).dataset_id)!;
        Object.assign(found, { state: 'syncing', phase: 'reading', progress: 0 });
        return ok(found);
      }),
    ),
    ...['/api/ad_account/delete', '/api/ad_data/delete'].map((path) =>
      http.post(
        path,
        withUser(async ({ request }) => {
          const id = (await json(request)).dataset_id;
          db.datasets = db.datasets.filter((d) => d.dataset_id !== id);
          return ok({ deleted: 1 });
        }),
      ),
    ),
    http.post(
      '/api/ad_data/budget',
      withUser(async ({ request }) => {
        const body = await json(request);
        const found = find(body.dataset_id)!;
        found.monthly_budget_usd = body.monthly_budget_usd as number | null;
        return ok(found);
      }),
    ),
    http.post(
      '/api/ad_data/check',
      withUser(async ({ request }) => {
        await form(request);
        return ok({
          format: 'meta',
          locale: 'en',
          currency: 'USD',
          rows: 0,
          days: null,
          windows: [],
          skipped: { example: 0, totals: 1 },
          attribution_setting: null,
          problems: [
            {
              path: 'row 3 · spend',
              message: 'not a number',
              code: ErrorCode.AD_IMPORT_NUMBER_INVALID,
              row: 3,
              column: 'spend',
              params: { value: 'abc' },
            },
          ],
        });
      }),
    ),
    http.post(
      '/api/ad_data/add',
      withUser(async ({ request }) => {
        const body = await form(request);
        const added = adDataset(`file-${db.datasets.length + 1}`, {
          name: String(body.name || 'meta-november'),
          file: { name: String(body.file), size: 1200, format: null },
          platform: null,
          state: 'parsing',
          phase: 'reading',
          progress: 10,
          row_count: 0,
          ad_count: 0,
          days: null,
          windows: [],
        });
        db.datasets.unshift(added);
        return ok(added);
      }),
    ),
    http.get(
      '/api/ad_tags/rules',
      withUser(() => ok({ rules: db.rules })),
    ),
    http.post(
      '/api/ad_tags/rules/update',
      withUser(async ({ request }) => {
        const body = await json(request);
        db.rules = { ...db.rules, ...(body.rules as object) };
        db.retagging = true;
        return ok({ rules: db.rules, retagging: true });
      }),
    ),
    http.get(
      '/api/ad_tags/list',
      withUser(({ request }) => {
        const url = new URL(request.url);
        const keyword = url.searchParams.get('keyword')?.toLowerCase();
        const found = db.ads.filter((a) => !keyword || a.ad_name.toLowerCase().includes(keyword));
        return ok({ ...page(found, url), retagging: db.retagging });
      }),
    ),
    http.post(
      '/api/ad_tags/correct',
      withUser(async ({ request }) => {
        const body = await json(request);
        const dimension = body.dimension as 'product' | 'audience' | 'hook';
        for (const ad of db.ads.filter((a) => (body.ad_ids as string[]).includes(a.ad_id)))
          ad.tags[dimension] =
            body.action === 'clear'
              ? null
              : {
                  tag: (body.tag as string | null) ?? null,
                  source: 'person',
                  corrected_by: 'Ada',
                  corrected_at: STAMP,
                };
        return ok({ corrected: (body.ad_ids as string[]).length, retagging: true });
      }),
    ),
    http.get('/api/ad_data/template', () =>
      HttpResponse.text('\uFEFFDay *,Platform *\n', { headers: { 'Content-Type': 'text/csv' } }),
    ),
  ];
}
