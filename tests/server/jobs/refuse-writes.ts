import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';

/**
 * Makes PostgreSQL refuse every write to `tables` the way a full disk does (SQLSTATE 53100, "No space left on
 * device"), through a statement trigger; the returned function lets writes through again.
 */
export async function refuseWrites(db: Db, tables: string[]): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function refuse_write() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/5/16385": No space left on device' using errcode = 'disk_full';
      end $$`),
  );
  for (const table of tables)
    await db.execute(
      sql.raw(`create trigger "refuse_${table}" before insert or update or delete on "${table}"
        for each statement execute function refuse_write()`),
    );
  return async () => {
    for (const table of tables) await db.execute(sql.raw(`drop trigger "refuse_${table}" on "${table}"`));
  };
}
