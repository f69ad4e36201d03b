import { asc, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.ts';
import { insertJsonRows, insertNewJsonRows } from '../../../server/db/insert-json-rows.ts';
import { rowsOf } from '../../../server/db/rows-of.ts';

const things = pgTable('json_rows_things', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  parts: jsonb('parts').$type<{ a: number | null; tags: string[] }>(),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  kept: boolean('kept').notNull().default(true),
});

let made = 0;
const tagged = pgTable('json_rows_tagged', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => `made-${++made}`),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const rows = [
  {
    id: 1,
    label: `quote ' "double" \\ back; drop table x; -- 中文 😀`,
    parts: { a: 1.5, tags: ['x', 'ü'] },
    seenAt: new Date('2026-12-03T08:00:00.123Z'),
  },
  { id: 2, label: '', parts: { a: null, tags: [] }, seenAt: null },
  { id: 3, label: 'json-looking {"a":1}', parts: null, seenAt: new Date('1999-12-31T23:59:59Z') },
];

/** insertJsonRows against either engine (PGlite here, PostgreSQL in tests/pg). */
export function insertJsonRowsContract(dbOf: () => Db) {
  const read = () => dbOf().select().from(things).orderBy(asc(things.id));
  const clear = () => dbOf().execute(sql`delete from json_rows_things`);

  beforeAll(async () => {
    await dbOf().execute(sql`create table json_rows_things (
      id int primary key, label text not null, parts jsonb, seen_at timestamptz, kept boolean not null default true)`);
    await dbOf().execute(
      sql`create table json_rows_tagged (id text primary key, label text not null, created_at timestamptz not null default now())`,
    );
  });
  beforeEach(clear);

  it('stores what a drizzle insert of the same rows stores, defaults included', async () => {
    await dbOf().insert(things).values(rows);
    const byDrizzle = await read();
    await clear();
    await insertJsonRows(dbOf(), things, rows);
    const stored = await read();
    expect(stored).toEqual(byDrizzle);
    expect(stored.map((r) => r.kept)).toEqual([true, true, true]);
    expect(stored[0]!.label).toBe(rows[0]!.label);
    expect(stored[0]!.seenAt?.toISOString()).toBe('2026-12-03T08:00:00.123Z');
  });

  it('writes 500 rows in one statement, inside the caller’s transaction', async () => {
    const many = Array.from({ length: 500 }, (_, id) => ({
      id,
      label: `row ${id}`,
      parts: { a: id, tags: [] },
    }));
    await expect(
      dbOf().transaction(async (tx) => {
        await insertJsonRows(tx, things, many);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read()).toEqual([]);
    await insertJsonRows(dbOf(), things, many);
    const stored = await read();
    expect(stored).toHaveLength(500);
    expect(stored[499]).toMatchObject({ id: 499, label: 'row 499', parts: { a: 499, tags: [] }, kept: true });
  });

  it('refuses rows that name other columns, writing nothing', async () => {
    await expect(
      insertJsonRows(dbOf(), things, [
        { id: 1, label: 'a', kept: false },
        { id: 2, label: 'b' },
      ]),
    ).rejects.toThrow('Rows of one insert name other columns.');
    await expect(insertJsonRows(dbOf(), things, [{ id: 1, label: 'a', nope: 1 } as never])).rejects.toThrow(
      'json_rows_things has no column nope.',
    );
    expect(await read()).toEqual([]);
  });

  it('fills a column none of the rows names from its $defaultFn, else the database default, and answers them', async () => {
    const written = await insertJsonRows(dbOf(), tagged, [{ label: 'a' }, { label: 'b' }]);
    expect(written).toEqual([
      { label: 'a', id: `made-${made - 1}` },
      { label: 'b', id: `made-${made}` },
    ]);
    const stored = await dbOf().select().from(tagged).orderBy(asc(tagged.label));
    expect(stored.map(({ id, label }) => ({ id, label }))).toEqual(written);
    expect(stored.every((r) => r.createdAt instanceof Date)).toBe(true);
  });

  it('inserts only the rows that conflict with none already there, and counts them', async () => {
    await insertJsonRows(dbOf(), things, [
      { id: 1, label: 'kept' },
      { id: 2, label: 'kept too' },
    ]);
    const added = await insertNewJsonRows(dbOf(), things, [
      { id: 2, label: 'not written' },
      { id: 3, label: 'new' },
      { id: 4, label: 'new too' },
    ]);
    expect(added).toBe(2);
    expect((await read()).map((r) => [r.id, r.label])).toEqual([
      [1, 'kept'],
      [2, 'kept too'],
      [3, 'new'],
      [4, 'new too'],
    ]);
    expect(await insertNewJsonRows(dbOf(), things, [])).toBe(0);
  });

  it('does nothing for no rows', async () => {
    await insertJsonRows(dbOf(), things, []);
    const [{ n }] = rowsOf<{ n: number }>(
      await dbOf().execute(sql`select count(*)::int as n from json_rows_things`),
    ) as [{ n: number }];
    expect(n).toBe(0);
  });
}
