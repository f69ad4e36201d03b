import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `(select count(*) from child where child.fk = parent.key)` as a column of a query on `parent`. The columns are
 * named with their tables by hand: Drizzle leaves them bare in a query on one table, where the subquery would
 * read them as its own.
 */
export function countChildren(
  child: PgTable,
  foreignKey: PgColumn,
  parent: PgTable,
  parentKey: PgColumn,
): SQL<number> {
  return sql<number>`(select count(*)::int from ${child} where ${child}.${sql.identifier(foreignKey.name)} = ${parent}.${sql.identifier(parentKey.name)})`;
}
