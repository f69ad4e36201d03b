import type { CreatorQuery } from '../../../../server/kox/index/creator-query.ts';
import type { RecommendQuery } from '../../../../server/kox/recommend/recommend-query.ts';

/** A filter that lets every creator through, with the clock at `now` (epoch ms); tests spread their own over it. */
export const openFilter = (now: number): RecommendQuery['filter'] => ({
  platforms: [],
  languages: [],
  countries: [],
  followers: null,
  avgViews: null,
  engagementRate: null,
  pricePerVideoUsd: null,
  topics: null,
  hasEmail: null,
  activeWithinDays: null,
  audienceGender: null,
  audienceAge: null,
  audienceCountry: null,
  within: null,
  now,
});

/** The open filter as a list query: the first 20 by followers, most first. */
export const openQuery = (now: number): CreatorQuery => ({
  ...openFilter(now),
  sort: 'followers',
  order: 'desc',
  offset: 0,
  limit: 20,
});
