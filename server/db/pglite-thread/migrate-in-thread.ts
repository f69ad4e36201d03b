import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * Applies the app database's pending migrations inside the database thread (pglite-worker.ts), on PGlite itself:
 * drizzle's check (a schema, a table, the last migration, a transaction) costs no message between threads, and
 * it runs while the main thread is still loading the server (server/main.ts).
 */
export async function migrateInThread(pg: PGlite, migrationsFolder: string): Promise<void> {
  await migrate(drizzle({ client: pg }), { migrationsFolder });
}
