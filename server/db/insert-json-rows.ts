import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * Inserts `rows` in one statement whose only parameter is the rows as JSON, read back by `jsonb_to_recordset`
 * into the table's own column types. Drizzle builds a multi-row insert value by value on the event loop (≈ 5 ms
 * per 100 rows of six columns here, decision 146); this statement's text is the same for any number of rows, and
 * the rows cost one `JSON.stringify`. Every row must name the same columns (a column none of them names takes its
 * default); a string may not hold U+0000, which neither jsonb nor a text column can.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  const known = new Set(keys);
  for (const row of rows) {
    const named = Object.keys(row);
    if (named.length !== keys.length || !named.every((key) => known.has(key)))
      throw new Error('Rows of one insert name other columns.');
  }
  const columns = getTableColumns(table);
  const named = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}.`);
    return { key: sql.identifier(key), column };
  });
  const targets = sql.join(
    named.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const sources = sql.join(
    named.map(({ key }) => key),
    sql`, `,
  );
  const types = sql.join(
    named.map(({ key, column }) => sql`${key} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${targets}) select ${sources} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${types})`,
  );
}
