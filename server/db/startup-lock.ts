import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Tx } from './client.ts';

/**
 * The advisory lock every node takes for its start-up schema work ("Booster" in ASCII). Two nodes migrating,
 * creating the analytics tables or seeding at once collide in PostgreSQL's catalog (duplicate pg_type and
 * pg_class rows) or both create the administrator; under the lock each finds the other's work done.
 */
const STARTUP_LOCK_KEY = 0x426f6f73746572n;

/** The application_name of the connection that holds the lock while a node starts (pg_stat_activity). */
export const STARTUP_LOCK_APPLICATION_NAME = 'booster-start-up';

/**
 * Runs `work` while this process holds the start-up lock of the database at `url`, on a connection of its own
 * (the work runs on the caller's pool): a node that dies mid-way ends that session and so frees the lock.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const holder = postgres(url, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: STARTUP_LOCK_APPLICATION_NAME },
  });
  try {
    await holder.unsafe(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await holder.end();
  }
}

/** The same lock for the rest of a transaction: the seed takes it as its first statement (PGlite has it too). */
export async function takeStartupLockInTransaction(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`));
}
