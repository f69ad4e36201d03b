/**
 * Ad datasets (issue 14, docs/ads.md "Ad data"): where a set of ad-day rows came from, as the app database keeps
 * it and the screens show it. Zod-free, shared by the server, the screens and the dashboard builder.
 */

/** A bound ad account, an uploaded export, or one of the built-in sample accounts (always labelled sample). */
export const AD_DATASET_KINDS = ['account', 'file', 'sample'] as const;
export type AdDatasetKind = (typeof AD_DATASET_KINDS)[number];

/**
 * A file is `parsing` until its rows are in the store (spec §4: parsing, success, failed); an account or a sample
 * is `syncing` while its source is read. `success` and `failed` say how the last parse or sync ended; a failed
 * re-upload or sync keeps the rows of the one before.
 */
export const AD_DATASET_STATES = ['parsing', 'syncing', 'success', 'failed'] as const;
export type AdDatasetState = (typeof AD_DATASET_STATES)[number];

/** Which step of a parse or a sync the progress is in. */
export const AD_DATASET_PHASES = ['reading', 'writing', 'tagging'] as const;
export type AdDatasetPhase = (typeof AD_DATASET_PHASES)[number];

/** The most characters of a dataset's name. */
export const AD_DATASET_NAME_MAX = 120;
/** The most a monthly budget may be, in US dollars (a typo of extra zeros is refused, not stored). */
export const AD_BUDGET_MAX_USD = 1_000_000_000;
/** The most characters of an access token (Meta's long-lived tokens are ~200, TikTok's 40). */
export const AD_TOKEN_MAX = 2_000;
/** The most characters of an account id (Meta `act_` + up to 20 digits, TikTok 19 digits). */
export const AD_ACCOUNT_ID_MAX = 64;
/** The most characters of an uploaded file's name. */
export const AD_FILE_NAME_MAX = 255;

/**
 * A bound account's first sync reads this many days up to today (its time zone); later syncs read again from
 * AD_SYNC_LOOKBACK_DAYS before the last day read, since conversions keep arriving within the 7-day click window.
 */
export const AD_SYNC_FIRST_DAYS = 120;
export const AD_SYNC_LOOKBACK_DAYS = 7;
/** Bound accounts are read again once a day. */
export const AD_SYNC_EVERY_HOURS = 24;

/** The widest and tallest an uploaded cover may be asked to be checked against (the request's own limits). */
export const AD_COVER_LIMIT_PX_MAX = 20_000;

/** The most ads `adTags.correct` changes at once. */
export const AD_CORRECT_MAX_ADS = 200;
