import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, type DbHandle } from '../../server/db/client.ts';
import { createMemoryDb } from '../server/helpers/db-snapshot.ts';
import { createScratchDatabase } from './scratch-database.ts';
import journal from '../../server/db/migrations/meta/_journal.json' with { type: 'json' };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let pg: DbHandle;
let lite: DbHandle;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  pg = await createDb({ databaseUrl: scratch.url });
  lite = await createMemoryDb();
});

afterAll(async () => {
  await pg?.close();
  await lite?.close();
  await scratch?.drop();
});

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
const rows = (r: unknown): Record<string, unknown>[] =>
  ('rows' in (r as object) ? (r as { rows: object[] }).rows : (r as object[])).map((x) => ({ ...x }));

/** Columns, named constraints and indexes of the public schema (NOT NULL checks carry OIDs in their names). */
async function shape(db: Db) {
  const columns = await db.execute(sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`);
  const constraints = await db.execute(sql`
    select tc.table_name, tc.constraint_name, tc.constraint_type
    from information_schema.table_constraints tc
    where tc.table_schema = 'public' and (tc.constraint_type <> 'CHECK' or tc.constraint_name like '%\_check')
    order by tc.table_name, tc.constraint_name`);
  const indexes = await db.execute(sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`);
  return { columns: rows(columns), constraints: rows(constraints), indexes: rows(indexes) };
}

describe('migrations on PostgreSQL', () => {
  it('build exactly the schema they build on PGlite', async () => {
    const [onPg, onLite] = await Promise.all([shape(pg.db), shape(lite.db)]);
    expect(onPg.columns.length).toBeGreaterThan(50);
    expect(onPg).toEqual(onLite);
  });

  it('are applied once: opening the database again changes nothing', async () => {
    const again = await createDb({ databaseUrl: scratch.url });
    try {
      const applied = rows(
        await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied).toEqual([{ n: journal.entries.length }]);
      expect(await shape(again.db)).toEqual(await shape(pg.db));
    } finally {
      await again.close();
    }
  });
});
