/** Storage of creators by link (spec §4), shared by the server and the screens; free of zod. */

export const KOX_STORAGE_STATES = ['awaiting', 'collecting', 'completed', 'failed'] as const;
export type KoxStorageState = (typeof KOX_STORAGE_STATES)[number];

/** Why a storage failed; each has a translated text (koxStorage.reason.*). */
export const KOX_STORAGE_FAILURES = [
  'source_not_configured',
  'not_found',
  'quota_exceeded',
  'team_database_full',
  'collection_failed',
  'interrupted',
] as const;
export type KoxStorageFailure = (typeof KOX_STORAGE_FAILURES)[number];

/** Links one store call takes (issue 12). */
export const KOX_STORE_MAX = 1000;
