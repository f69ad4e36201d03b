import { ErrorCode } from '@/lib/api/error-codes';
import { isApiError } from '@/lib/api/client';
import type {
  AudienceAge,
  AudienceGender,
  FollowerBucket,
  KoxCountry,
  KoxLanguage,
  KoxPlatform,
} from '@/lib/kox-values';
import type { KoxListInput } from '../api/kox-queries.ts';

/** The filter bar's fields as typed (ranges stay text until checked, like the API takes them). */
export interface KoxFilters {
  /** Part of a nickname or handle (the team list only). */
  q: string;
  /** One of the team's tags (the team list only). */
  tag: string;
  platform: KoxPlatform[];
  country: KoxCountry[];
  language: KoxLanguage[];
  followers: FollowerBucket | '';
  followers_min: string;
  followers_max: string;
  avg_views_min: string;
  avg_views_max: string;
  engagement_rate_min: string;
  engagement_rate_max: string;
  price_min: string;
  price_max: string;
  has_email: '' | 'true' | 'false';
  last_active: '' | '7' | '14' | '30' | '90' | '180';
  audience_gender: AudienceGender | '';
  audience_gender_min: string;
  audience_age: AudienceAge | '';
  audience_age_min: string;
  audience_country: KoxCountry | '';
  audience_country_min: string;
  order: 'desc' | 'asc';
}

export const NO_FILTERS: KoxFilters = {
  q: '',
  tag: '',
  platform: [],
  country: [],
  language: [],
  followers: '',
  followers_min: '',
  followers_max: '',
  avg_views_min: '',
  avg_views_max: '',
  engagement_rate_min: '',
  engagement_rate_max: '',
  price_min: '',
  price_max: '',
  has_email: '',
  last_active: '',
  audience_gender: '',
  audience_gender_min: '50',
  audience_age: '',
  audience_age_min: '25',
  audience_country: '',
  audience_country_min: '20',
  order: 'desc',
};

/** The ranges of the bar: the API's field prefix and whether decimals are allowed (server/domains/kox/creator-filter.ts). */
export const RANGES = [
  { field: 'followers', decimals: false },
  { field: 'avg_views', decimals: false },
  { field: 'engagement_rate', decimals: true },
  { field: 'price', decimals: true },
] as const;
export type RangeField = (typeof RANGES)[number]['field'];

const WHOLE = /^\d{1,12}$/;
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/** Field name (e.g. `followers_min`) → the spec §5 error code of its range, as the server would answer. */
export type RangeErrors = Partial<Record<string, number>>;

/**
 * The server's range rules, checked before asking: not digits 10233, minimum above maximum 10231, a custom
 * follower range with no bound 10232. The same codes, so the field shows the same translated message.
 */
export function rangeErrors(filters: KoxFilters): RangeErrors {
  const errors: RangeErrors = {};
  for (const { field, decimals } of RANGES) {
    if (field === 'followers' && filters.followers !== '' && filters.followers !== 'custom') continue;
    const min = filters[`${field}_min`].trim();
    const max = filters[`${field}_max`].trim();
    const pattern = decimals ? DECIMAL : WHOLE;
    if (min && !pattern.test(min)) errors[`${field}_min`] = ErrorCode.KOX_RANGE_DIGITS;
    if (max && !pattern.test(max)) errors[`${field}_max`] = ErrorCode.KOX_RANGE_DIGITS;
    if (errors[`${field}_min`] || errors[`${field}_max`]) continue;
    if (min && max && Number(min) > Number(max)) errors[`${field}_min`] = ErrorCode.KOX_RANGE_INVERTED;
    if (field === 'followers' && filters.followers === 'custom' && !min && !max)
      errors.followers_min = ErrorCode.KOX_RANGE_MISSING;
  }
  return errors;
}

const RANGE_CODES: readonly number[] = [
  ErrorCode.KOX_RANGE_DIGITS,
  ErrorCode.KOX_RANGE_INVERTED,
  ErrorCode.KOX_RANGE_MISSING,
];

/** A range refusal of the list call, placed on the field the server names (should the two checks ever differ). */
export function serverRangeErrors(error: unknown): RangeErrors {
  if (!isApiError(error) || !RANGE_CODES.includes(error.code)) return {};
  return Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, error.code]));
}

/** What the list endpoint takes for these filters: only the fields that say something. */
export function filterInput(filters: KoxFilters, topics: string): Partial<KoxListInput> {
  const input: Record<string, unknown> = {};
  if (filters.q.trim()) input.q = filters.q.trim();
  if (filters.tag.trim()) input.tag = filters.tag.trim();
  if (filters.platform.length) input.platform = filters.platform;
  if (filters.country.length) input.country = filters.country;
  if (filters.language.length) input.language = filters.language;
  if (filters.followers) input.followers = filters.followers;
  for (const { field } of RANGES) {
    if (field === 'followers' && filters.followers !== 'custom') continue;
    for (const end of ['min', 'max'] as const) {
      const value = filters[`${field}_${end}`].trim();
      if (value) input[`${field}_${end}`] = value;
    }
  }
  if (topics.trim()) input.topics = topics.trim();
  if (filters.has_email) input.has_email = filters.has_email === 'true';
  if (filters.last_active) input.last_active = Number(filters.last_active);
  for (const audience of ['audience_gender', 'audience_age', 'audience_country'] as const) {
    if (!filters[audience]) continue;
    input[audience] = filters[audience];
    input[`${audience}_min`] = Number(filters[`${audience}_min`]) || 0;
  }
  if (filters.order !== 'desc') input.order = filters.order;
  return input as Partial<KoxListInput>;
}

/** How many filters are on (the phone's "Filters" button shows it). */
export function activeFilterCount(filters: KoxFilters): number {
  const input = filterInput(filters, '');
  const ends = Object.keys(input).filter((k) => /_(min|max)$/.test(k) && !k.startsWith('audience_'));
  const ranges = new Set(ends.map((k) => k.replace(/_(min|max)$/, ''))).size;
  return Object.keys(input).filter((k) => !/_(min|max)$/.test(k) && k !== 'order').length + ranges;
}

/** A saved search's filters (as the API stored them) back in the bar, and its topics for the search box. */
export function filtersFromSaved(saved: Record<string, unknown>): { filters: KoxFilters; topics: string } {
  const filters: KoxFilters = { ...NO_FILTERS };
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : []);
  const assign = filters as unknown as Record<string, unknown>;
  for (const key of Object.keys(NO_FILTERS) as (keyof KoxFilters)[]) {
    if (!(key in saved)) continue;
    if (key === 'platform' || key === 'country' || key === 'language') assign[key] = list(saved[key]);
    else assign[key] = text(saved[key]);
  }
  return { filters, topics: text(saved.topics) };
}
