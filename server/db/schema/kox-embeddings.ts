import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

/**
 * A creator's words as the provider's embedding model saw them (docs/kox.md "Ranking by meaning"): one row per
 * creator and model, valid while `text_hash` is the hash of the creator's current words; a changed text replaces
 * the row. The vector is one signed byte per dimension, its direction only (creator-embeddings.ts).
 */
export const koxCreatorEmbeddings = pgTable(
  'kox_creator_embeddings',
  {
    creatorId: text('creator_id').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    dimensions: integer('dimensions').notNull(),
    vector: bytea('vector').notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.model] })],
);
