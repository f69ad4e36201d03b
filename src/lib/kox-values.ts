/**
 * The values of the KOX (creator) model (docs/kox.md), free of zod so screens can list them without loading the
 * endpoint schemas.
 */
export const KOX_PLATFORMS = ['youtube', 'tiktok', 'instagram'] as const;
export type KoxPlatform = (typeof KOX_PLATFORMS)[number];

/** The languages creators write in. */
export const KOX_LANGUAGES = ['en', 'zh'] as const;
export type KoxLanguage = (typeof KOX_LANGUAGES)[number];

/** ISO 3166-1 alpha-2 codes of the creators' countries and of their audiences. */
export const KOX_COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'IN',
  'PH',
  'NG',
  'SG',
  'MY',
  'CN',
  'TW',
  'HK',
] as const;
export type KoxCountry = (typeof KOX_COUNTRIES)[number];

export const KOX_TOPICS = [
  'beauty',
  'running',
  'gaming',
  'tech',
  'food',
  'travel',
  'fashion',
  'fitness',
  'parenting',
  'finance',
  'music',
  'pets',
] as const;
export type KoxTopic = (typeof KOX_TOPICS)[number];

/** Spec §9 follower buckets; `custom` takes followers_min / followers_max. */
export const FOLLOWER_BUCKETS = ['0-200k', '200k-500k', '500k-1m', '1m+', 'custom'] as const;
export type FollowerBucket = (typeof FOLLOWER_BUCKETS)[number];
export const FOLLOWER_BUCKET_BOUNDS: Record<Exclude<FollowerBucket, 'custom'>, [number, number | null]> = {
  '0-200k': [0, 200_000],
  '200k-500k': [200_000, 500_000],
  '500k-1m': [500_000, 1_000_000],
  '1m+': [1_000_000, null],
};

/** Spec §3 / §9 last-active options, in days. */
export const LAST_ACTIVE_DAYS = [7, 14, 30, 90, 180] as const;

export const AUDIENCE_GENDERS = ['female', 'male'] as const;
export type AudienceGender = (typeof AUDIENCE_GENDERS)[number];
export const AUDIENCE_AGES = ['13-17', '18-24', '25-34', '35-44', '45+'] as const;
export type AudienceAge = (typeof AUDIENCE_AGES)[number];

export const KOX_SORTS = [
  'followers',
  'avg_views',
  'avg_engagement',
  'engagement_rate',
  'posts_per_month',
  'price_per_video',
  'last_active',
] as const;
export type KoxSort = (typeof KOX_SORTS)[number];

/** Where a creator of a team's database comes from: the sample corpus, an import, or a collection by link. */
export const KOX_ORIGINS = ['sample', 'imported', 'collected'] as const;
export type KoxOrigin = (typeof KOX_ORIGINS)[number];

/** Where a saved search looks. */
export const KOX_SCOPES = ['public', 'team'] as const;

/** A team database entry's tags: at most this many, each up to TEAM_TAG_LENGTH_MAX characters. */
export const TEAM_TAGS_MAX = 20;
export const TEAM_TAG_LENGTH_MAX = 30;
