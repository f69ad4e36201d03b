import type {
  AudienceAge,
  KoxCountry,
  KoxLanguage,
  KoxPlatform,
  KoxTopic,
} from '../../src/lib/kox-values.ts';

/** One post of a creator, with its metrics. */
export interface CreatorPost {
  title: string;
  url: string;
  views: number;
  likes: number;
  comments: number;
  publishedAt: Date;
  /** Lower-case, without `#`. */
  hashtags: string[];
}

/** Who watches a creator: shares in percent (whole numbers summing to 100 per split). */
export interface CreatorAudience {
  femalePct: number;
  ages: Record<AudienceAge, number>;
  /** The three largest countries, largest first. */
  countries: { country: KoxCountry; pct: number }[];
}

/** A creator of the public database (spec §3 KOX plus what a buyer filters on; docs/kox.md). */
export interface Creator {
  id: string;
  /** True for every creator of the built-in sample corpus: the UI labels them. */
  sample: boolean;
  platform: KoxPlatform;
  handle: string;
  nickname: string;
  headline: string;
  topics: KoxTopic[];
  description: string;
  email: string | null;
  profileUrl: string;
  country: KoxCountry;
  language: KoxLanguage;
  followers: number;
  postsPerMonth: number;
  avgViews: number;
  avgEngagement: number;
  pricePerPostUsd: number;
  pricePerVideoUsd: number;
  lastActiveAt: Date;
  audience: CreatorAudience;
  /** The hashtags the creator uses most, lower-case, without `#`. */
  hashtags: string[];
}

/** avg engagement ÷ followers, in percent with two decimals (spec §3 "follower engagement rate"). */
export function engagementRateOf(c: Pick<Creator, 'avgEngagement' | 'followers'>): number {
  return c.followers > 0 ? Math.round((c.avgEngagement / c.followers) * 10_000) / 100 : 0;
}
