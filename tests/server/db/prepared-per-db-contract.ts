import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.ts';
import { preparedPerDb } from '../../../server/db/prepared-per-db.ts';

/** Statements built once per handle, for each engine's suite (PGlite here, PostgreSQL in tests/pg). */
export function preparedPerDbContract(db: () => Db): void {
  let builds = 0;
  const nameById = preparedPerDb((handle: Db) => {
    builds++;
    return handle
      .select({ name: sql<string>`name` })
      .from(sql`prepared_t`)
      .where(sql`id = ${sql.placeholder('id')}`)
      .prepare('prepared_t_by_id');
  });
  const nameOf = async (handle: Db, id: number) => (await nameById(handle).execute({ id }))[0]?.name;

  beforeAll(async () => {
    await db().execute(sql`create table prepared_t (id int primary key, name text)`);
    await db().execute(sql`insert into prepared_t values (1, 'one'), (2, 'two')`);
  });

  it('builds a handle’s statement once and fills in each call’s values', async () => {
    const before = builds;
    expect(await nameOf(db(), 1)).toBe('one');
    expect(await nameOf(db(), 2)).toBe('two');
    expect(await nameOf(db(), 3)).toBeUndefined();
    expect(builds - before).toBe(1);
    expect(nameById(db())).toBe(nameById(db()));
  });

  it('runs inside the transaction it is given, not beside it', async () => {
    const rollback = new Error('roll back');
    await expect(
      db().transaction(async (tx) => {
        // Checked first: the database's own statement would wait for this transaction to end.
        expect(nameById(tx)).not.toBe(nameById(db()));
        await tx.execute(sql`insert into prepared_t values (3, 'three')`);
        expect(await nameOf(tx, 3)).toBe('three');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await nameOf(db(), 3)).toBeUndefined();
  });
}
