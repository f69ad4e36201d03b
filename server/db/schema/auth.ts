import { randomUUID } from 'node:crypto';
import { integer, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Access tokens and their refresh tokens, stored only as sha256 hashes. Every pair issued by refreshing belongs
 * to the family of the sign-in that started it, so a refresh token presented twice revokes the whole family.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey().$defaultFn(randomUUID),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the refresh token was exchanged for a new pair (a second exchange is a stolen copy). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId), index('auth_tokens_family_idx').on(t.familyId)],
);

/** One-time keys for the key-based token exchange (`npm run issue-key`), stored as sha256 hashes. */
export const loginKeys = pgTable('login_keys', {
  id: text('id').primaryKey().$defaultFn(randomUUID),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of the attempt limiters when several nodes share one PostgreSQL (server/lib/rate-limits): the table
 * rate-limiter-flexible's Drizzle store expects (key, points, expire).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
