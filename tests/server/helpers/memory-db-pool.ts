import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { DbHandle } from '../../../server/db/client.ts';
import * as schema from '../../../server/db/schema/index.ts';

/**
 * In-memory databases handed out again after their suite closes them, emptied, instead of loading the migrated
 * snapshot afresh: a load costs about 730 ms of CPU and the server project opened 129 of them a run; emptying
 * one costs about 15 ms (decision 198). A suite still sees what a fresh database gives — every migrated table
 * empty, no session settings or prepared statements left — and its handle behaves as a closed database once
 * closed, so work a suite left running fails there instead of writing into the next suite's database.
 */

/** What changes when a suite alters the schema (DDL): such a database is closed instead of handed out again. */
const SCHEMA_FINGERPRINT = `select concat_ws(',',
  (select count(*) from pg_class), (select max(oid) from pg_class), (select count(*) from pg_attribute),
  (select count(*) from pg_proc), (select count(*) from pg_type), (select count(*) from pg_constraint),
  (select count(*) from pg_trigger), (select count(*) from pg_namespace), (select count(*) from pg_db_role_setting)
) as fingerprint`;

/** The app's tables that hold anything (a table never written has no pages); the migrations' own are kept. */
const TABLES_WRITTEN = `select string_agg(format('%I.%I', n.nspname, c.relname), ', ') as tables
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
    and n.nspname not like 'pg\\_%' and pg_relation_size(c.oid) > 0`;

/** How long closing waits to empty a database before leaving it to a transaction the suite left open. */
const UNFINISHED_TRANSACTION_MS = 5_000;

interface Pooled {
  client: PGlite;
  fingerprint: string;
}

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

/**
 * Empties what the suite wrote. Truncating (not deleting) gives the memory back, so a suite that wrote 100,000
 * rows does not leave its pages to every later one, and the planner no longer sees their size.
 */
async function empty(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tables: string | null }>(TABLES_WRITTEN);
  const tables = rows[0]!.tables;
  if (tables) await client.exec(`truncate ${tables} cascade`);
  await client.exec('discard all');
}

/** The client as the suite sees it: refuses statements once the suite closed it. */
function gated(client: PGlite, isOpen: () => boolean): PGlite {
  const statements = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql', 'listen', 'unlisten']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!statements.has(property)) return value.bind(target);
      return (...args: unknown[]) =>
        isOpen() ? value.apply(target, args) : Promise.reject(new Error('The in-memory database is closed.'));
    },
  });
}

export interface MemoryDbPool {
  /**
   * A migrated, empty database from the pool, or one `open` makes. Closing the handle empties the database and
   * returns it to the pool — unless the suite changed the schema or left it unusable, when it is closed for good.
   */
  take(): Promise<DbHandle>;
}

/** `open` makes a migrated, empty PGlite when the pool has none to give. */
export function memoryDbPool(open: () => Promise<PGlite>): MemoryDbPool {
  const idle: Pooled[] = [];

  async function handBack(pooled: Pooled): Promise<void> {
    try {
      if ((await fingerprintOf(pooled.client)) !== pooled.fingerprint) throw new Error('schema changed');
      await empty(pooled.client);
      idle.push(pooled);
    } catch {
      // A suite may have closed the client itself (through `$client`); closing it again would throw.
      if (!pooled.client.closed) await pooled.client.close();
    }
  }

  return {
    async take() {
      let pooled = idle.pop();
      if (!pooled) {
        const client = await open();
        pooled = { client, fingerprint: await fingerprintOf(client) };
      }
      const taken = pooled;
      let isOpen = true;
      return {
        db: drizzle({ client: gated(taken.client, () => isOpen), schema }),
        close: async () => {
          if (!isOpen) return;
          isOpen = false;
          // PGlite runs statements in turn, so emptying comes after the suite's last one. A transaction the
          // suite never finished holds the database: closing does not wait for it (nor hands it back before).
          await Promise.race([
            handBack(taken),
            new Promise((resolve) => setTimeout(resolve, UNFINISHED_TRANSACTION_MS).unref()),
          ]);
        },
      };
    },
  };
}
