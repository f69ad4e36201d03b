import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../../server/db/client.ts';
import { handOverToDatabase, TRANSFER_FROM_BYTES } from '../../../server/db/pglite-thread/moved-bytes.ts';
import { rowsOf } from '../../../server/db/rows-of.ts';
import { users } from '../../../server/db/schema/index.ts';
import { migratedSnapshot } from '../helpers/db-snapshot.ts';
import { turnQueriesContract } from '../session/turn-queries-contract.ts';

let handle: DbHandle;
// Opening a worker thread takes several seconds on a loaded machine.
beforeAll(async () => {
  handle = await createDb({ memory: true, snapshot: await migratedSnapshot() });
}, 60_000);
afterAll(() => handle.close());

const newUser = (account: string) => ({ account, name: account });
const accountsNamed = async (prefix: string) =>
  (await handle.db.select({ account: users.account }).from(users))
    .map((u) => u.account)
    .filter((a) => a.startsWith(prefix))
    .sort();

describe('the embedded database in its own thread', () => {
  it('returns values with the types drizzle maps in-thread', async () => {
    const [row] = await handle.db
      .insert(users)
      .values(newUser('types-1'))
      .returning({ id: users.id, createdAt: users.createdAt, status: users.status });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.status).toBe('active');
    const rows = rowsOf(
      await handle.db.execute(
        sql`select 1::int as n, 9007199254740993::int8::text as big, '{"a":[1,2]}'::jsonb as j,
          '\\x0102'::bytea as bytes, '2026-11-24'::date as day, null as nothing, array['x','y'] as words`,
      ),
    );
    expect(rows[0]).toEqual({
      n: 1,
      big: '9007199254740993',
      j: { a: [1, 2] },
      bytes: new Uint8Array([1, 2]),
      day: '2026-11-24',
      nothing: null,
      words: ['x', 'y'],
    });
  });

  it('stores the bytes of a piece of a larger buffer and reads them back, every byte value', async () => {
    const upload = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < upload.length; i++) upload[i] = (i * 7) % 256;
    const piece = upload.subarray(1024 * 1024 + 3, 2 * 1024 * 1024);
    const [row] = rowsOf(
      await handle.db.execute(sql`select ${piece}::bytea as bytes, length(${piece}::bytea) as n`),
    ) as { n: number; bytes: Uint8Array }[];
    expect(row?.n).toBe(piece.length);
    expect(Buffer.from(row?.bytes as Uint8Array).equals(piece)).toBe(true);
  });

  it('moves a handed-over piece to the thread and its bytes back, and copies what was not handed over', async () => {
    const content = (seed: number) => {
      const bytes = new Uint8Array(new ArrayBuffer(2 * TRANSFER_FROM_BYTES));
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * seed) % 251;
      return bytes;
    };
    const given = handOverToDatabase(content(7));
    const kept = content(11);
    const [row] = rowsOf(await handle.db.execute(sql`select ${given}::bytea as a, ${kept}::bytea as b`)) as {
      a: Uint8Array;
      b: Uint8Array;
    }[];
    expect(given.byteLength).toBe(0);
    expect(kept).toEqual(content(11));
    expect(row?.a).toEqual(content(7));
    expect(row?.b).toEqual(content(11));
  });

  it("keeps a database error's code and constraint for the caller", async () => {
    await handle.db.insert(users).values(newUser('unique-1'));
    const err = await handle.db
      .insert(users)
      .values(newUser('unique-1'))
      .then(
        () => undefined,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string; severity?: string } },
      );
    expect(err?.cause).toMatchObject({ code: '23505', severity: 'ERROR' });
    expect(err?.cause?.constraint).toMatch(/account/);
  });

  it('commits a transaction, rolls back a failed one and a failed savepoint inside one', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('tx-commit'));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('tx-rollback'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('tx-outer'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser('tx-inner'));
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    expect(await accountsNamed('tx-')).toEqual(['tx-commit', 'tx-outer']);
  });

  it('holds other queries back until an open transaction ends, as PGlite does in-thread', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('iso-1'));
      order.push('inserted');
      await held;
      await tx.update(users).set({ name: 'renamed' }).where(eq(users.account, 'iso-1'));
      order.push('updated');
    });
    while (!order.includes('inserted')) await new Promise((r) => setTimeout(r, 5));
    const outside = handle.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.account, 'iso-1'))
      .then((rows) => {
        order.push('read');
        return rows;
      });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ name: 'renamed' }]);
    expect(order).toEqual(['inserted', 'updated', 'read']);
  });

  it('leaves the event loop free while a long query runs', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    const started = Date.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const took = Date.now() - started;
    clearInterval(timer);
    // In-thread the loop could not turn at all while PGlite worked.
    expect(took).toBeGreaterThan(50);
    expect(turns).toBeGreaterThan(5);
  });
});

describe('the chat turn statements in the thread, kept prepared', () => {
  turnQueriesContract(() => handle.db);

  it('are named statements of the database now', async () => {
    const kept = rowsOf<{ name: string }>(
      await handle.db.execute(sql`select name from pg_prepared_statements order by name`),
    );
    expect(kept.map((row) => row.name)).toEqual(['close_turns', 'open_turns']);
  });
});
