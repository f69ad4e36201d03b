import type { Db } from './client.ts';

/**
 * A statement of the chat turn's path, built once for each database handle it runs on instead of on every
 * call: drizzle turns a query builder into SQL text anew each time (≈ 50 kB of garbage and 0.1 ms for a
 * 16-column select), which the main thread pays during every burst of turns (docs/performance.md). Values come
 * in through `sql.placeholder`. A transaction is a handle of its own: its statement is built on first use and
 * dropped with it.
 */
export function preparedPerDb<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
