import type { AdRangePreset } from '../../../../src/lib/ads/ad-dashboard-values.ts';
import type { AdRange } from '../../../../src/lib/api/endpoints/ad-dashboard-fields.ts';
import type {
  AdPlatform,
  AggregationLevel,
  AttributionWindow,
  TagDimension,
} from '../../../../src/lib/ads/ad-values.ts';
import type { AD_SAMPLE_PLATFORMS } from '../../../../src/tools/create-ad-dashboard/contract.ts';
import type { QueryPeriod } from '../../../../src/tools/query-dashboard/contract.ts';
import { requestedNameOf } from './read-dashboard-request.ts';
import {
  adPlatformsOf,
  budgetOf,
  levelOf,
  quotedNames,
  SAMPLE_WORD,
  tagByOf,
  UPLOAD_WORD,
  windowOf,
} from './slots/ad-terms.ts';
import { blank, foldText } from './slots/fold-text.ts';
import { periodOf } from './slots/period.ts';

type SamplePlatform = (typeof AD_SAMPLE_PLATFORMS)[number];

/** What an ad dashboard request says: create_ad_dashboard's input as far as the text tells. */
export interface AdDashboardRequest {
  name?: string;
  dataset_names?: string[];
  sample_accounts?: SamplePlatform[];
  platform?: AdPlatform;
  upload?: true;
  window?: AttributionWindow;
  level?: AggregationLevel;
  range?: AdRange;
  tag_by?: TagDimension[];
  budget_usd?: number;
}

const DAY_MS = 86_400_000;
/** Spec §9's quick picks by their number of months. */
const PRESETS: Partial<Record<number, AdRangePreset>> = { 1: '1m', 3: '3m', 6: '6m', 12: '1y' };
const MAX_DAYS = 366;

/** `today` moved back `months` calendar months, the day clamped. */
function monthsBack(today: Date, months: number): Date {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(today.getUTCDate(), last)));
}

/**
 * The dashboard's dates from the words: two dates as they are; "the last N days / weeks" as the last N days;
 * 1, 3, 6 months or a year as spec §9's quick pick; any other number of months as its days.
 */
export function adRangeOf(period: QueryPeriod, today: Date): AdRange {
  if ('from' in period) return { kind: 'custom', from: period.from, to: period.to };
  if (period.unit === 'day' || period.unit === 'week') {
    const days = period.last * (period.unit === 'week' ? 7 : 1);
    return { kind: 'days', days: Math.min(days, MAX_DAYS) };
  }
  const months = period.last * (period.unit === 'year' ? 12 : 1);
  const preset = PRESETS[months];
  if (preset) return { kind: 'preset', preset };
  const days = Math.round((today.getTime() - monthsBack(today, months).getTime()) / DAY_MS);
  return { kind: 'days', days: Math.min(days, MAX_DAYS) };
}

const isSamplePlatform = (p: AdPlatform): p is SamplePlatform => p === 'meta' || p === 'tiktok';

/**
 * Reads a request for an ad dashboard ("make an ad dashboard from the Meta sample account for the last 30 days,
 * 7-day click", "用TikTok示例账户做一个广告看板，按产品打标签", "upload last month's Meta export and tag it by
 * product"): which data (sample accounts, an upload, datasets in quotes, or a platform), the window, the level,
 * the dates, the tag dimensions and the budget. Only what is said is read.
 */
export function readAdDashboardRequest(raw: string, today = new Date()): AdDashboardRequest {
  const text = foldText(raw);
  const { name, span: nameSpan } = requestedNameOf(text);
  const quoted = quotedNames(text).filter(
    (q) => !nameSpan || q.span[1] <= nameSpan[0] || q.span[0] >= nameSpan[1],
  );
  const window = windowOf(text);
  const rest = blank(text, [
    ...(nameSpan ? [nameSpan] : []),
    ...quoted.map((q) => q.span),
    ...(window ? [window.span] : []),
  ]);
  const period = periodOf(rest, today);
  const platforms = adPlatformsOf(rest);
  const level = levelOf(rest);
  const tagBy = tagByOf(rest);
  const budget = budgetOf(rest);
  const source: AdDashboardRequest = {};
  if (SAMPLE_WORD.test(rest)) {
    const samples = platforms.filter(isSamplePlatform);
    source.sample_accounts = samples.length ? samples : ['meta', 'tiktok'];
  } else if (quoted.length) source.dataset_names = quoted.map((q) => q.value);
  else {
    if (UPLOAD_WORD.test(rest)) source.upload = true;
    if (platforms[0]) source.platform = platforms[0];
  }
  return {
    ...(name ? { name } : {}),
    ...source,
    ...(window ? { window: window.value } : {}),
    ...(level ? { level } : {}),
    ...(period ? { range: adRangeOf(period.value, today) } : {}),
    ...(tagBy.length ? { tag_by: tagBy } : {}),
    ...(budget !== undefined ? { budget_usd: budget } : {}),
  };
}
