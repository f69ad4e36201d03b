import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DuckDBInstance,
  DuckDBTimestampValue,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { AnalyticsStore, FactTable, SqlValue } from './analytics-store.ts';
import { deleteFactsStatements } from './delete-facts-sql.ts';
import { factTables, schemaStatements, toColumnValues, type ColumnType } from './fact-schema.ts';
import { normalizeRow } from './normalize-row.ts';
import { createSerialQueue } from './serial-queue.ts';

/**
 * Rows appended between flushes. Appending and flushing are synchronous calls, so the batch bounds how long
 * the event loop waits (about 5–10 ms per 1,000 post rows on the 2-core test machine); the loop gets a turn
 * between batches.
 */
const APPEND_BATCH = 1_000;

const timestamp = (d: Date) => new DuckDBTimestampValue(BigInt(d.getTime()) * 1000n);

function toParam(value: SqlValue): DuckDBValue {
  return value instanceof Date ? timestamp(value) : value;
}

function appendValue(appender: DuckDBAppender, type: ColumnType, value: unknown): void {
  if (value === null) return appender.appendNull();
  switch (type) {
    case 'varchar':
      return appender.appendVarchar(value as string);
    case 'bigint':
      return appender.appendBigInt(BigInt(value as number));
    case 'boolean':
      return appender.appendBoolean(value as boolean);
    case 'timestamp':
      return appender.appendTimestamp(timestamp(value as Date));
  }
}

export async function openDuckDbStore(file: string): Promise<AnalyticsStore> {
  if (file !== ':memory:') await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const writer = await instance.connect();
  for (const statement of schemaStatements()) await writer.run(statement);

  // Reads take an idle connection (or open one) so they run beside each other and beside a write.
  const idle: DuckDBConnection[] = [];
  const serialWrite = createSerialQueue();
  let closed = false;

  async function inTransaction(work: () => Promise<void>): Promise<void> {
    await writer.run('begin transaction');
    try {
      await work();
      await writer.run('commit');
    } catch (error) {
      await writer.run('rollback');
      throw error;
    }
  }

  return {
    engine: 'duckdb',

    async all<T extends Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      const connection = idle.pop() ?? (await instance.connect());
      try {
        const reader = await connection.runAndReadAll(sql, params.map(toParam));
        return reader.getRowObjectsJS().map((row) => normalizeRow<T>(row));
      } finally {
        if (closed) connection.closeSync();
        else idle.push(connection);
      }
    },

    async insert(table: FactTable, rows: readonly Record<string, SqlValue>[]): Promise<number> {
      if (rows.length === 0) return 0;
      const values = toColumnValues(table, rows);
      const types = factTables[table].columns.map((c) => c.type);
      return serialWrite(async () => {
        await inTransaction(async () => {
          const appender = await writer.createAppender(table, 'analytics');
          try {
            for (let start = 0; start < values.length; start += APPEND_BATCH) {
              for (const row of values.slice(start, start + APPEND_BATCH)) {
                types.forEach((type, i) => appendValue(appender, type, row[i]));
                appender.endRow();
              }
              appender.flushSync();
              await nextTurn();
            }
          } catch (error) {
            appender.clear();
            throw error;
          } finally {
            appender.closeSync();
          }
        });
        return rows.length;
      });
    },

    deleteFacts(scope) {
      return serialWrite(() =>
        inTransaction(async () => {
          for (const { sql, params } of deleteFactsStatements(scope)) await writer.run(sql, params);
        }),
      );
    },

    async close() {
      await serialWrite(async () => {
        closed = true;
        for (const connection of idle.splice(0)) connection.closeSync();
        writer.closeSync();
        instance.closeSync();
      });
    },
  };
}
