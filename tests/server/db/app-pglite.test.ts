import { PGlite } from '@electric-sql/pglite';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPglite } from '../../../server/db/app-pglite.ts';
import { BUILT_IN_ARRAY_TYPES } from '../../../server/db/built-in-array-types.ts';

/** AppPglite answers PGlite's start-up lookup of array types from a constant instead of a query. */
let pg: AppPglite;
beforeAll(async () => {
  pg = new AppPglite();
  await pg.waitReady;
});
afterAll(() => pg.close());

describe('AppPglite', () => {
  it("knows the array type of every built-in type in PGlite's catalog", async () => {
    const catalog = new PGlite();
    try {
      const { rows } = await catalog.query<{ element: number; array: number }>(
        `select b.oid::int as element, b.typarray::int as array
         from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
         where a.typcategory = 'A' and b.oid < 10000 and b.typtype <> 'c'
         group by b.oid, b.typarray order by b.oid`,
      );
      expect(BUILT_IN_ARRAY_TYPES.map(([element, array]) => ({ element, array }))).toEqual(rows);
    } finally {
      await catalog.close();
    }
  });

  it('reads and writes arrays of built-in types in raw queries, as PGlite does', async () => {
    const { rows } = await pg.query(
      `select array['x', 'y,z', null] as words, array[1, 2]::int4[] as numbers, array[true, false] as flags,
        $1::text[] as given, '{{1,2},{3,4}}'::int8[] as grid, '{"{\\"a\\": 1}"}'::jsonb[] as docs`,
      [['a', 'b"c']],
    );
    expect(rows).toEqual([
      {
        words: ['x', 'y,z', null],
        numbers: [1, 2],
        flags: [true, false],
        given: ['a', 'b"c'],
        grid: [
          [1, 2],
          [3, 4],
        ],
        docs: [{ a: 1 }],
      },
    ]);
  });

  it('leaves array columns to drizzle, which reads and writes them as arrays', async () => {
    await pg.exec('create table notes (id serial primary key, tags text[])');
    const notes = pgTable('notes', { id: serial('id').primaryKey(), tags: text('tags').array() });
    const db = drizzle({ client: pg });
    await db.insert(notes).values([{ tags: ['a', 'b'] }, { tags: ['d,e', 'f"g'] }]);
    const rows = await db.select({ tags: notes.tags }).from(notes).orderBy(notes.id);
    expect(rows).toEqual([{ tags: ['a', 'b'] }, { tags: ['d,e', 'f"g'] }]);
  });
});
