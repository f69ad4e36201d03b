import type { PGlite } from '@electric-sql/pglite';
import type { DbHandle } from '../../../server/db/client.ts';
import { createMemoryDb } from '../helpers/db-snapshot.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolledBackDb } from '../helpers/rolled-back-db.ts';

/** The helper the authorization suite forks its world with: a handle whose writes all go when it closes. */
describe('rolledBackDb', () => {
  let database: DbHandle;
  let client: PGlite;
  const idsIn = async (handle: DbHandle) =>
    (
      await handle.db
        .select({ id: sql<number>`id` })
        .from(sql`t`)
        .orderBy(sql`id`)
    ).map((r) => r.id);
  const ids = async () =>
    (await client.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id);

  beforeAll(async () => {
    database = await createMemoryDb();
    client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec('create table t (id int primary key); insert into t values (1)');
    // The first file on a clean clone builds the migrated snapshot.
  }, 60_000);
  afterAll(() => database?.close());

  it('sees its own writes and leaves the database as it found it', async () => {
    const handle = await rolledBackDb(client);
    await handle.db.execute(sql`insert into t values (2)`);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (3)`);
      await tx.execute(sql`delete from t where id = 1`);
    });
    expect(await idsIn(handle)).toEqual([2, 3]);
    await handle.close();
    expect(await ids()).toEqual([1]);
  });

  it('undoes a failing statement or transaction alone, as a database of its own would', async () => {
    const handle = await rolledBackDb(client);
    await expect(handle.db.execute(sql`insert into t values (1)`)).rejects.toThrow();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (4)`);
        await tx.execute(sql`insert into t values (1)`);
      }),
    ).rejects.toThrow();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (5)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into t values (6)`);
          inner.rollback();
        }),
      ).rejects.toThrow();
    });
    expect(await idsIn(handle)).toEqual([1, 5]);
    await handle.close();
    expect(await ids()).toEqual([1]);
  });

  it('keeps the database to itself while open and refuses statements once closed', async () => {
    const handle = await rolledBackDb(client);
    await handle.db.execute(sql`insert into t values (7)`);
    let outside: number[] | undefined;
    const waiting = ids().then((seen) => (outside = seen));
    await handle.db.execute(sql`select 1`);
    expect(outside).toBeUndefined();
    await handle.close();
    await waiting;
    expect(outside).toEqual([1]);
    const refused = await handle.db.execute(sql`select 1`).catch((err: Error) => err.cause);
    expect(String(refused)).toMatch(/closed/);
  });
});
