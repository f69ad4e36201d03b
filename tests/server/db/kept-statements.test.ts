import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keptNameOf,
  keptStatements,
  type KeptStatements,
} from '../../../server/db/pglite-thread/kept-statements.ts';
import { migratedSnapshot } from '../helpers/db-snapshot.ts';

/** Named prepared statements on PGlite (the database thread's `keptStatement`s), against PGlite's own `query`. */
let pg: PGlite;
let kept: KeptStatements;
beforeAll(async () => {
  // From the suites' snapshot: a database without initdb's seconds.
  pg = new PGlite({ loadDataDir: await migratedSnapshot() });
  await pg.exec(`create table items (id int primary key, name text not null, tags jsonb)`);
  kept = keptStatements(pg);
}, 60_000);
afterAll(() => pg.close());

const INSERT = `/* kept: insert_item */ insert into items (id, name, tags) values ($1, $2, $3) returning *`;
const BY_ID = `/* kept: item_by_id */ select id, name, tags from items where id = $1`;
const insert = (id: number, name: string, tags: unknown = null, inTransaction = false) =>
  kept.query('insert_item', INSERT, [id, name, tags], { rowMode: 'object' }, inTransaction);
const byId = (id: number) => kept.query('item_by_id', BY_ID, [id], { rowMode: 'object' }, false);

describe('kept statements', () => {
  it('knows a kept statement by its leading comment, and nothing else', () => {
    expect(keptNameOf(BY_ID)).toBe('item_by_id');
    expect(keptNameOf(`select 1 /* kept: not_first */`)).toBeUndefined();
    expect(keptNameOf(`/* kept: Bad-Name */ select 1`)).toBeUndefined();
  });

  it('answers as PGlite’s own query does, parameters and types included, parsed once', async () => {
    await insert(1, 'one', { a: [1, 2] });
    await insert(2, "it's \u4e8c", null);
    for (const id of [1, 2, 3]) {
      const ours = await byId(id);
      const theirs = await pg.query(BY_ID, [id]);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const statements = await pg.query<{ name: string }>(
      `select name from pg_prepared_statements order by name`,
    );
    expect(statements.rows.map((r) => r.name)).toEqual(['insert_item', 'item_by_id']);
  });

  it('fails with the database error and works again after it', async () => {
    await insert(10, 'ten');
    await expect(insert(10, 'again')).rejects.toMatchObject({ code: '23505' });
    await expect(insert(11, 'eleven')).resolves.toMatchObject({ rows: [{ id: 11, name: 'eleven' }] });
    expect((await byId(10)).rows).toEqual([{ id: 10, name: 'ten', tags: null }]);
  });

  it('runs inside an open transaction and is undone with it', async () => {
    await pg
      .transaction(async (tx) => {
        await insert(20, 'inside', null, true);
        expect((await tx.query(`select name from items where id = 20`)).rows).toEqual([{ name: 'inside' }]);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await byId(20)).rows).toEqual([]);
  });

  it('outside a transaction, waits until an open one ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = pg.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (30, 'first')`);
      await held;
      order.push('committed');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = byId(30).then((result) => {
      order.push('read');
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    await transaction;
    expect(await read).toEqual([{ id: 30, name: 'first', tags: null }]);
    expect(order).toEqual(['committed', 'read']);
  });

  it('parses again when a name comes with another text', async () => {
    const text = `/* kept: item_by_id */ select name from items where id = $1`;
    const result = await kept.query('item_by_id', text, [1], { rowMode: 'object' }, false);
    expect(result.rows).toEqual([{ name: 'one' }]);
  });
});
