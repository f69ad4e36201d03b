import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { users } from '../../../server/db/schema/index.ts';
import { openMigratedPglite } from '../helpers/db-snapshot.ts';
import { memoryDbPool } from '../helpers/memory-db-pool.ts';

const clientOf = (db: unknown) => (db as { $client: PGlite }).$client;

/** A pool of its own that counts how often it had to open a fresh database. */
function countingPool() {
  const counted = {
    opened: 0,
    pool: memoryDbPool(async () => {
      counted.opened += 1;
      return openMigratedPglite();
    }),
  };
  return counted;
}

const userRow = (id: string) => ({ id, account: `account-${id}`, name: `User ${id}` });

describe('the in-memory databases handed out again', () => {
  it('gives the next suite the database emptied, with its session settings reset', async () => {
    const opener = countingPool();
    const first = await opener.pool.take();
    await first.db.insert(users).values([userRow('a'), userRow('b')]);
    await first.db.execute(sql`set timezone = 'Asia/Shanghai'`);
    await first.db.execute(sql`prepare left_behind as select 1`);
    await first.close();

    const second = await opener.pool.take();
    expect(opener.opened).toBe(1);
    expect(await second.db.select().from(users)).toEqual([]);
    const { rows } = await clientOf(second.db).query<{ timezone: string; prepared: number }>(
      "select current_setting('timezone') as timezone, (select count(*)::int from pg_prepared_statements) as prepared",
    );
    expect(rows[0]!.timezone).not.toBe('Asia/Shanghai');
    expect(rows[0]!.prepared).toBe(0);
    // The same id again: nothing of the first suite is left to collide with.
    await second.db.insert(users).values(userRow('a'));
    await second.close();
  });

  it('refuses statements on a closed handle, as a closed database does', async () => {
    const handle = await countingPool().pool.take();
    await handle.close();
    await expect(handle.db.select().from(users)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/closed/) },
    });
  });

  it('leaves nothing of a statement started before closing to the next suite', async () => {
    const opener = countingPool();
    const handle = await opener.pool.take();
    // Started (drizzle runs a query when asked for its result), not yet answered.
    const writing = handle.db.insert(users).values(userRow('late')).execute();
    await handle.close();
    await writing;
    const next = await opener.pool.take();
    expect(opener.opened).toBe(1);
    expect(await next.db.select().from(users)).toEqual([]);
    await next.close();
  });

  it('does not hand out again a database whose schema a suite changed', async () => {
    const opener = countingPool();
    const altered = await opener.pool.take();
    await altered.db.execute(sql`create table suite_own (id int)`);
    await altered.close();
    const next = await opener.pool.take();
    expect(opener.opened).toBe(2);
    const { rows } = await clientOf(next.db).query("select to_regclass('suite_own') as found");
    expect(rows).toEqual([{ found: null }]);
    await next.close();
  });
});
