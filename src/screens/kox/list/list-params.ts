import { KOX_SORTS, type KoxSort } from '@/lib/kox-values';
import { filterInput, filtersFromSaved, type KoxFilters } from './kox-filters.ts';
import type { KoxListParams } from './list-address.ts';

export const DEFAULT_SORT: KoxSort = 'followers';

/** The list's state as its params (list-address.ts): only what differs from an unfiltered list by followers. */
export function listParamsOf(filters: KoxFilters, keyword: string, sort: KoxSort): KoxListParams {
  const input: Record<string, unknown> = { ...filterInput(filters, keyword) };
  if (sort !== DEFAULT_SORT) input.sort = sort;
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  );
}

/** Params back as the list's state; an unknown sort is the default one. */
export function listStateOf(params: KoxListParams): { filters: KoxFilters; topics: string; sort: KoxSort } {
  const { filters, topics } = filtersFromSaved(params);
  const sort = (KOX_SORTS as readonly string[]).includes(params.sort ?? '')
    ? (params.sort as KoxSort)
    : DEFAULT_SORT;
  return { filters, topics, sort };
}
