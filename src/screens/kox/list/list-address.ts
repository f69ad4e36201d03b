/**
 * A creator list's filters, search and sort as flat text: the page's address (`/writer/kox/list?platform=youtube`),
 * a panel tab's params and what the find_kox card opens. The keys are those of the list endpoint (and of saved
 * searches), lists joined by commas; only what differs from an unfiltered list is there. This module is what the
 * route reads the address with, so it stays free of the list's code (the route tree is in every page's first JS).
 */
export type KoxListParams = Readonly<Record<string, string>>;

/** Every key a list address may carry besides `scope`: the filter bar's fields (kox-filters.ts), search, sort. */
export const LIST_PARAM_KEYS: readonly string[] = [
  'q',
  'tag',
  'platform',
  'country',
  'language',
  'followers',
  'followers_min',
  'followers_max',
  'avg_views_min',
  'avg_views_max',
  'engagement_rate_min',
  'engagement_rate_max',
  'price_min',
  'price_max',
  'has_email',
  'last_active',
  'audience_gender',
  'audience_gender_min',
  'audience_age',
  'audience_age_min',
  'audience_country',
  'audience_country_min',
  'order',
  'topics',
  'sort',
];

const MAX_PARAM_LENGTH = 200;

/**
 * The list's keys of an address or a tab's params, as text of a bounded length (the router reads `30` and
 * `true` as JSON); anything else is dropped. Values the list endpoint refuses come back as its translated error.
 */
export function readListParams(search: Record<string, unknown>): KoxListParams {
  const params: Record<string, string> = {};
  for (const key of LIST_PARAM_KEYS) {
    const value = search[key];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const text = String(value).trim();
    if (text && text.length <= MAX_PARAM_LENGTH) params[key] = text;
  }
  return params;
}

/** The list screen's tabs: the two creator databases and the storage by link. */
export type KoxListView = 'public' | 'team' | 'storage';

export function readScope(value: unknown): KoxListView | undefined {
  return value === 'public' || value === 'team' || value === 'storage' ? value : undefined;
}

/**
 * `?import=creators` opens the team database with its import dialog (the "Import creators" view that ⌘K, `/open`
 * and the assistant offer).
 */
export const IMPORT_CREATORS = 'creators';

export const readImport = (value: unknown): boolean => value === IMPORT_CREATORS;

/** The same params in one stable text, to tell the list's own writes from a new address. */
export const paramsKey = (params: KoxListParams) =>
  JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
