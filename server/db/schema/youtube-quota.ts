import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * YouTube Data API units spent per API key and quota day (the Pacific-time day Google resets it on), shared by
 * every node and kept across restarts. The key is stored only as its SHA-256 hash.
 */
export const youtubeQuotaSpent = pgTable(
  'youtube_quota_spent',
  {
    keyHash: text('key_hash').notNull(),
    quotaDay: date('quota_day', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyHash, t.quotaDay] })],
);
