import { evaluateKeywords } from '../../../src/lib/keyword-query/index.ts';
import type { KoxSort } from '../../../src/lib/kox-values.ts';
import type { Bounds, CreatorQuery } from '../../kox/index/creator-query.ts';

const DAY_MS = 86_400_000;

/**
 * What the team list filters and sorts on, for any creator of a team's database (sample, imported or
 * collected): null where the creator's source does not know it. `pricePerVideoUsd` is the team's own price when
 * it set one, else the public one.
 */
export interface ListFigures {
  id: string;
  platform: string;
  language: string | null;
  country: string | null;
  followers: number | null;
  avgViews: number | null;
  avgEngagement: number | null;
  engagementRate: number | null;
  postsPerMonth: number | null;
  pricePerVideoUsd: number | null;
  lastActiveAt: Date | null;
  hasEmail: boolean;
  /** Lower-case words the topics filter reads: topic names, hashtags, keywords. */
  topicText: string;
}

/** Inclusive bounds over a value that may be unknown: an unknown value is outside any bound. */
export const within = (value: number | null, b: Bounds | null) =>
  b === null || (value !== null && (b.min === null || value >= b.min) && (b.max === null || value <= b.max));

const picked = (value: string | null, values: readonly string[]) =>
  values.length === 0 || (value !== null && values.includes(value));

/**
 * The list query's filters over figures held in memory. A filter on what the creator's source does not know
 * (a null, the audience of an imported creator) leaves the creator out: the list never claims a match it cannot
 * show. `checkPrice` false skips the price filter (the index already applied it).
 */
export function matchesQuery(f: ListFigures, q: CreatorQuery, checkPrice = true): boolean {
  if (!picked(f.platform, q.platforms) || !picked(f.language, q.languages)) return false;
  if (!picked(f.country, q.countries)) return false;
  if (!within(f.followers, q.followers) || !within(f.avgViews, q.avgViews)) return false;
  if (!within(f.engagementRate, q.engagementRate)) return false;
  if (checkPrice && !within(f.pricePerVideoUsd, q.pricePerVideoUsd)) return false;
  if (q.hasEmail !== null && f.hasEmail !== q.hasEmail) return false;
  if (q.topics && !evaluateKeywords(q.topics, (term) => f.topicText.includes(term))) return false;
  if (q.activeWithinDays !== null) {
    const since = q.now - q.activeWithinDays * DAY_MS;
    if (f.lastActiveAt === null || f.lastActiveAt.getTime() < since) return false;
  }
  return !(q.audienceGender || q.audienceAge || q.audienceCountry);
}

export function sortValueOf(f: ListFigures, sort: KoxSort): number | null {
  switch (sort) {
    case 'followers':
      return f.followers;
    case 'avg_views':
      return f.avgViews;
    case 'avg_engagement':
      return f.avgEngagement;
    case 'engagement_rate':
      return f.engagementRate;
    case 'posts_per_month':
      return f.postsPerMonth;
    case 'price_per_video':
      return f.pricePerVideoUsd;
    case 'last_active':
      return f.lastActiveAt?.getTime() ?? null;
  }
}

/** The list's order: by the sort value in the asked direction, unknown values last, then by id. */
export function compareFigures(sort: KoxSort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: ListFigures, b: ListFigures): number => {
    const x = sortValueOf(a, sort);
    const y = sortValueOf(b, sort);
    if (x === null || y === null) return x === y ? a.id.localeCompare(b.id) : x === null ? 1 : -1;
    return x === y ? a.id.localeCompare(b.id) : (x - y) * sign;
  };
}
