import { setImmediate as breathe } from 'node:timers/promises';
import type { AdDay, AdPlatform } from '../../../../src/lib/ads/ad-values.ts';
import type { AdDayRow } from '../../ad-day-row.ts';
import { toUsd } from '../../usd-rates.ts';
import { hashString } from '../../../analytics/sources/sample/prng.ts';
import { dayNumber, dayOf, daysIn } from '../account-days.ts';
import type { AdAccountBinding, AdAccountDescription, AdSource, ReadAdDaysRequest } from '../ad-source.ts';
import { AdSourceError } from '../ad-source-error.ts';
import { SAMPLE_ACCOUNTS, sampleAccountOf, type SampleAccount } from './sample-catalog.ts';
import { sampleRow } from './sample-figures.ts';
import { planSampleAds, SAMPLE_DAYS, type SampleAd } from './sample-plan.ts';

export interface SampleSourceOptions {
  platform: AdPlatform;
  /** Ads per sample account (default 240, about 50,000 ad-day rows). */
  adsPerAccount?: number;
  /** Rows per page (default 2,000). */
  pageSize?: number;
  /** The last of the 120 days, account-local (default: today in the account's time zone). */
  endDay?: (account: SampleAccount) => AdDay;
}

/** The sample accounts the studio offers to bind (no token needed). */
export const SAMPLE_ACCOUNT_BINDINGS: readonly AdAccountBinding[] = SAMPLE_ACCOUNTS.map((a) => ({
  platform: a.platform,
  accountId: a.accountId,
  token: '',
}));

export const isSampleBinding = (binding: Pick<AdAccountBinding, 'platform' | 'accountId'>) =>
  sampleAccountOf(binding.platform, binding.accountId) !== null;

/**
 * Gives the event loop a turn once the work since the last turn passed SLICE_MS (checked every 64 steps), so
 * a 1,000,000-row read on the server's main thread never holds it longer than that plus one step.
 */
const SLICE_MS = 4;
function timeSlice() {
  let steps = 0;
  let since = performance.now();
  return {
    due: () => ++steps % 64 === 0 && performance.now() - since >= SLICE_MS,
    async breathe(signal?: AbortSignal) {
      await breathe();
      signal?.throwIfAborted();
      since = performance.now();
    },
  };
}

const todayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });

/**
 * Generated ad accounts (Meta and TikTok), deterministic for the same account, size and end day, every row
 * `sample: true`. Rows are made day by day as they are read, never all held at once.
 */
export function createSampleSource(opts: SampleSourceOptions): AdSource {
  const adsPerAccount = opts.adsPerAccount ?? 240;
  const pageSize = opts.pageSize ?? 2000;
  const endDay = opts.endDay ?? ((a: SampleAccount) => todayIn(a.timeZone));
  const plans = new Map<string, SampleAd[]>();
  // As the real platform reports: Meta every window, TikTok its account setting only.
  const windows =
    opts.platform === 'meta' ? (['none', '1d_view', '1d_click', '7d_click'] as const) : (['none'] as const);

  const accountOf = (binding: AdAccountBinding) => {
    const account =
      binding.platform === opts.platform ? sampleAccountOf(binding.platform, binding.accountId) : null;
    if (!account)
      throw new AdSourceError('not_found', `No sample ad account ${binding.platform}/${binding.accountId}`);
    return account;
  };
  const planOf = async (account: SampleAccount, signal?: AbortSignal) => {
    const key = `${account.platform}:${account.accountId}`;
    const known = plans.get(key);
    if (known) return known;
    const plan: SampleAd[] = [];
    const slice = timeSlice();
    for (const ad of planSampleAds(account, adsPerAccount)) {
      plan.push(ad);
      if (slice.due()) await slice.breathe(signal);
    }
    plans.set(key, plan);
    return plan;
  };

  async function* readDays(req: ReadAdDaysRequest): AsyncIterable<AdDayRow[]> {
    const account = accountOf(req.binding);
    const ads = await planOf(account, req.signal);
    const slice = timeSlice();
    const days = daysIn(req.since, req.until);
    const last = dayNumber(endDay(account));
    const first = last - SAMPLE_DAYS + 1;
    const ctx = {
      datasetId: req.datasetId,
      platform: account.platform,
      currency: account.currency,
      usdRate: toUsd(1, account.currency)!,
      windows,
      salt: hashString(`${account.platform}:${account.accountId}`),
    };
    let page: AdDayRow[] = [];
    let rows = 0;
    const start = dayNumber(req.since);
    req.onProgress?.({ daysDone: 0, days, rows });
    for (let i = 0; i < days; i++) {
      const n = start + i;
      const offset = n - first;
      if (offset >= 0 && n <= last) {
        const day = dayOf(n);
        const weekday = (((n + 4) % 7) + 7) % 7;
        for (const ad of ads) {
          if (offset < ad.start || offset > ad.end) continue;
          for (let c = 0; c < ad.cells.length; c++) {
            page.push(sampleRow(ad, offset, day, weekday, c, ad.cells[c]!, ctx));
            if (page.length >= pageSize) {
              rows += page.length;
              yield page;
              page = [];
            }
            if (slice.due()) await slice.breathe(req.signal);
          }
        }
      }
      req.onProgress?.({ daysDone: i + 1, days, rows: rows + page.length });
    }
    if (page.length) yield page;
  }

  return {
    platform: opts.platform,
    sample: true,
    reportedWindows: windows,
    async describeAccount(binding): Promise<AdAccountDescription> {
      const account = accountOf(binding);
      return {
        platform: account.platform,
        accountId: account.accountId,
        name: account.name,
        currency: account.currency,
        timeZone: account.timeZone,
        status: 'active',
        platformStatus: 'SAMPLE',
        sample: true,
      };
    },
    readDays,
  };
}
