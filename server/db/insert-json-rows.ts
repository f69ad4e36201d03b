import { getTableColumns, getTableName, sql, type SQLChunk } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows-of.ts';

/**
 * Many rows in one insert whose only parameter is the rows as JSON, read back by `jsonb_to_recordset` into the
 * table's own column types. Drizzle builds a multi-row insert value by value on the event loop (5–30 ms for 500
 * rows of six columns here, 40–110 ms for 1,000 import rows: decision 146); this statement's text is the same for
 * any number of rows, and the rows cost one `JSON.stringify`. Every row must name the same columns. A column none
 * of them names takes its default: the schema's `$defaultFn` computed here per row, as drizzle does, else the
 * database's; unlike drizzle, a value left `undefined` in a row is stored as null. A string may not hold U+0000,
 * which neither jsonb nor a text column can.
 */
function jsonRowsInsert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]) {
  const columns = getTableColumns(table);
  const given = Object.keys(rows[0]!);
  const known = new Set(given);
  for (const row of rows) {
    const named = Object.keys(row);
    if (named.length !== given.length || !named.every((key) => known.has(key)))
      throw new Error('Rows of one insert name other columns.');
  }
  for (const key of given) if (!columns[key]) throw new Error(`${getTableName(table)} has no column ${key}.`);
  const computed = Object.entries(columns).filter(([key, column]) => !known.has(key) && column.defaultFn);
  const written = computed.length
    ? rows.map((row) => ({
        ...row,
        ...Object.fromEntries(computed.map(([key, c]) => [key, c.defaultFn!()])),
      }))
    : rows;
  const keys = [...given, ...computed.map(([key]) => key)];
  const list = (each: (key: string) => SQLChunk) => sql.join(keys.map(each), sql`, `);
  const statement = sql`insert into ${table} (${list((key) => sql.identifier(columns[key]!.name))})
    select ${list((key) => sql.identifier(key))}
    from jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
      as r(${list((key) => sql`${sql.identifier(key)} ${sql.raw(columns[key]!.getSQLType())}`)})`;
  return { written, statement };
}

/** Inserts `rows` in one statement; answers them as written, with their `$defaultFn` columns (a new id, say). */
export async function insertJsonRows<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<readonly T['$inferInsert'][]> {
  if (rows.length === 0) return [];
  const { written, statement } = jsonRowsInsert(table, rows);
  await db.execute(statement);
  return written;
}

/** Inserts those of `rows` that conflict with no row already there (`on conflict do nothing`); answers how many. */
export async function insertNewJsonRows<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const { statement } = jsonRowsInsert(table, rows);
  return rowsOf(await db.execute(sql`${statement} on conflict do nothing returning 1`)).length;
}
