import type { AdDayRow } from '../../ad-day-row.ts';
import { dayChunks, daysIn } from '../account-days.ts';
import type {
  AdAccountBinding,
  AdAccountDescription,
  AdAccountStatus,
  AdSource,
  ReadAdDaysRequest,
} from '../ad-source.ts';
import { AdSourceError } from '../ad-source-error.ts';
import { convertibleCurrency } from '../readable-account.ts';
import { META_ATTRIBUTION_WINDOWS } from './meta-actions.ts';
import { createMetaApi, type MetaApiOptions, type MetaGet } from './meta-api.ts';
import { metaRowToAdDay } from './meta-mapping.ts';
import type { MetaAd, MetaAdAccount, MetaInsightRow, MetaPage } from './meta-types.ts';

/**
 * Meta allows `country` alone or `publisher_platform,platform_position` together, not the two at once (the
 * "Combining Breakdowns" table; a request with both answers (#100) "Current combination of data breakdown
 * columns … is invalid"). `placement` reads placements and takes the country from the ad set when it targets
 * exactly one; `country` reads countries and leaves the placement null. Never both in one dataset: the rows
 * would count every impression twice.
 */
export type MetaBreakdown = 'placement' | 'country';

const BREAKDOWNS: Record<MetaBreakdown, string> = {
  placement: 'publisher_platform,platform_position',
  country: 'country',
};

const INSIGHT_FIELDS = [
  'account_currency',
  'campaign_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'ad_id',
  'ad_name',
  'objective',
  'spend',
  'impressions',
  'inline_link_clicks',
  'inline_post_engagement',
  'video_play_actions',
  'actions',
  'action_values',
].join(',');

const AD_FIELDS =
  'creative{object_type,body,title,thumbnail_url,image_url,video_id},adset{targeting{geo_locations{countries}}}';

/** The most ids one `GET /?ids=` takes. */
const IDS_PER_CALL = 50;

export interface MetaSourceOptions extends Omit<MetaApiOptions, 'token'> {
  breakdown?: MetaBreakdown;
  /** Days per insights request: smaller ranges keep Meta's synchronous insights from timing out (default 7). */
  chunkDays?: number;
  /** Rows per insights page (default 500). */
  pageSize?: number;
}

const STATUS: Record<number, AdAccountStatus> = {
  1: 'active',
  2: 'disabled',
  3: 'unsettled',
  7: 'pending',
  8: 'unsettled',
  9: 'unsettled',
  100: 'closed',
  101: 'closed',
  201: 'active',
  202: 'closed',
};

export const metaAccountPath = (accountId: string) => `act_${accountId.trim().replace(/^act_/, '')}`;

export function createMetaSource(opts: MetaSourceOptions = {}): AdSource {
  const breakdown = opts.breakdown ?? 'placement';
  const chunkDays = opts.chunkDays ?? 7;
  const pageSize = opts.pageSize ?? 500;
  const api = (binding: AdAccountBinding) => createMetaApi({ ...opts, token: binding.token });

  async function describe(
    get: MetaGet,
    binding: AdAccountBinding,
    signal?: AbortSignal,
  ): Promise<AdAccountDescription> {
    const account = await get<MetaAdAccount>(
      metaAccountPath(binding.accountId),
      { fields: 'name,currency,timezone_name,account_status,disable_reason' },
      signal,
    );
    const currency = convertibleCurrency(account.currency, 'Meta account');
    return {
      platform: 'meta',
      accountId: account.account_id ?? binding.accountId.replace(/^act_/, ''),
      name: account.name ?? '',
      currency,
      timeZone: account.timezone_name ?? 'UTC',
      status: STATUS[account.account_status ?? 1] ?? 'pending',
      platformStatus: String(account.account_status ?? ''),
      sample: false,
    };
  }

  async function* readDays(req: ReadAdDaysRequest): AsyncIterable<AdDayRow[]> {
    const { binding, signal } = req;
    const get = api(binding);
    const currency = binding.currency ?? (await describe(get, binding, signal)).currency;
    const days = daysIn(req.since, req.until);
    const ads = new Map<string, MetaAd>();
    let daysDone = 0;
    let rows = 0;
    req.onProgress?.({ daysDone, days, rows });
    for (const chunk of dayChunks(req.since, req.until, chunkDays)) {
      let next: string | undefined = `${metaAccountPath(binding.accountId)}/insights`;
      let params: Record<string, string> = {
        level: 'ad',
        time_increment: '1',
        time_range: JSON.stringify({ since: chunk.since, until: chunk.until }),
        breakdowns: BREAKDOWNS[breakdown],
        fields: INSIGHT_FIELDS,
        action_attribution_windows: JSON.stringify(META_ATTRIBUTION_WINDOWS),
        limit: String(pageSize),
      };
      while (next) {
        const page: MetaPage<MetaInsightRow> = await get<MetaPage<MetaInsightRow>>(next, params, signal);
        const data = page.data ?? [];
        await readAds(get, ads, data, signal);
        const mapped = data.map((row) =>
          metaRowToAdDay(row, ads.get(row.ad_id), { datasetId: req.datasetId, currency }),
        );
        rows += mapped.length;
        if (mapped.length) yield mapped;
        // paging.next carries every parameter and the `after` cursor already.
        next = page.paging?.next;
        params = {};
        if (next) req.onProgress?.({ daysDone, days, rows });
      }
      daysDone += chunk.days;
      req.onProgress?.({ daysDone, days, rows });
    }
  }

  return {
    platform: 'meta',
    sample: false,
    reportedWindows: ['none', '1d_view', '1d_click', '7d_click'],
    describeAccount: (binding, signal) => describe(api(binding), binding, signal),
    readDays,
  };
}

/** The creative and targeting of the page's ads not read yet, 50 per call. */
async function readAds(
  get: MetaGet,
  known: Map<string, MetaAd>,
  rows: MetaInsightRow[],
  signal?: AbortSignal,
) {
  const missing = [...new Set(rows.map((r) => r.ad_id))].filter((id) => !known.has(id));
  for (let i = 0; i < missing.length; i += IDS_PER_CALL) {
    const ids = missing.slice(i, i + IDS_PER_CALL);
    let answer: Record<string, MetaAd> = {};
    try {
      answer = await get<Record<string, MetaAd>>('', { ids: ids.join(','), fields: AD_FIELDS }, signal);
    } catch (err) {
      // One deleted ad fails the whole lookup (#100): its rows keep their figures, without creative or country.
      if (!(err instanceof AdSourceError && (err.kind === 'not_found' || err.kind === 'rejected'))) throw err;
    }
    for (const id of ids) known.set(id, answer[id] ?? { id });
  }
}
