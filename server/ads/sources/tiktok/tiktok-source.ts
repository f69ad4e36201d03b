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
import { createTiktokApi, type TiktokApiOptions, type TiktokGet } from './tiktok-api.ts';
import { TIKTOK_ATTRIBUTES, TIKTOK_METRICS, tiktokRowToAdDay } from './tiktok-mapping.ts';
import type { TiktokAdvertiser, TiktokReportData } from './tiktok-types.ts';

export interface TiktokSourceOptions extends Omit<TiktokApiOptions, 'token'> {
  /** Days per report request: TikTok takes at most 30 with `stat_time_day` (default 30). */
  chunkDays?: number;
  /** Rows per report page, at most 1000 (default 1000). */
  pageSize?: number;
}

function statusOf(status: string): AdAccountStatus {
  if (status === 'STATUS_ENABLE') return 'active';
  if (/DISABLE|LIMIT|FAIL|PUNISH/.test(status)) return 'disabled';
  return 'pending';
}

export function createTiktokSource(opts: TiktokSourceOptions = {}): AdSource {
  const chunkDays = Math.min(opts.chunkDays ?? 30, 30);
  const pageSize = Math.min(opts.pageSize ?? 1000, 1000);
  const api = (binding: AdAccountBinding) => createTiktokApi({ ...opts, token: binding.token });

  async function describe(
    get: TiktokGet,
    binding: AdAccountBinding,
    signal?: AbortSignal,
  ): Promise<AdAccountDescription> {
    const data = await get<{ list?: TiktokAdvertiser[] }>(
      'advertiser/info/',
      {
        advertiser_ids: JSON.stringify([binding.accountId.trim()]),
        fields: JSON.stringify(['name', 'currency', 'timezone', 'display_timezone', 'status']),
      },
      signal,
    );
    const advertiser = data.list?.[0];
    if (!advertiser) throw new AdSourceError('not_found', `TikTok advertiser ${binding.accountId} not found`);
    const currency = convertibleCurrency(advertiser.currency, 'TikTok advertiser');
    return {
      platform: 'tiktok',
      accountId: advertiser.advertiser_id,
      name: advertiser.name ?? '',
      currency,
      // display_timezone is the IANA name (America/Los_Angeles); timezone may be an offset name (Etc/GMT+8).
      timeZone: advertiser.display_timezone || advertiser.timezone || 'UTC',
      status: statusOf(advertiser.status ?? ''),
      platformStatus: advertiser.status ?? '',
      sample: false,
    };
  }

  async function* readDays(req: ReadAdDaysRequest): AsyncIterable<AdDayRow[]> {
    const { binding, signal } = req;
    const get = api(binding);
    const currency = (binding.currency ?? (await describe(get, binding, signal)).currency).toUpperCase();
    const days = daysIn(req.since, req.until);
    let daysDone = 0;
    let rows = 0;
    req.onProgress?.({ daysDone, days, rows });
    for (const chunk of dayChunks(req.since, req.until, chunkDays)) {
      for (let page = 1, pages = 1; page <= pages; page++) {
        const data = await get<TiktokReportData>(
          'report/integrated/get/',
          {
            advertiser_id: binding.accountId.trim(),
            report_type: 'BASIC',
            data_level: 'AUCTION_AD',
            dimensions: JSON.stringify(['ad_id', 'stat_time_day']),
            metrics: JSON.stringify([...TIKTOK_ATTRIBUTES, ...TIKTOK_METRICS]),
            start_date: chunk.since,
            end_date: chunk.until,
            page: String(page),
            page_size: String(pageSize),
          },
          signal,
        );
        pages = data.page_info?.total_page ?? 1;
        const mapped = (data.list ?? []).map((row) =>
          tiktokRowToAdDay(row, { datasetId: req.datasetId, currency }),
        );
        rows += mapped.length;
        if (mapped.length) yield mapped;
        if (page < pages) req.onProgress?.({ daysDone, days, rows });
      }
      daysDone += chunk.days;
      req.onProgress?.({ daysDone, days, rows });
    }
  }

  return {
    platform: 'tiktok',
    sample: false,
    reportedWindows: ['none'],
    describeAccount: (binding, signal) => describe(api(binding), binding, signal),
    readDays,
  };
}
