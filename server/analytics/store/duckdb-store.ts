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
 * Appending and flushing are synchronous calls, so rows go in slices: after each slice of SLICE rows the
 * appender checks the clock, and once TURN_MS have passed it flushes and gives the event loop a turn. That
 * bounds the stall whatever the width of the rows or the load of the machine.
 */
const SLICE = 64;
const TURN_MS = 4;

const timestamp = (ms: number) => new DuckDBTimestampValue(BigInt(ms) * 1000n);

function toParam(value: SqlValue): DuckDBValue {
  return value instanceof Date ? timestamp(value.getTime()) : value;
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
      return appender.appendTimestamp(timestamp(value as number));
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

    async all<T extends Record<string, unknown>>(
      sql: string,
      params: readonly SqlValue[] = [],
    ): Promise<T[]> {
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
      const types = factTables[table].columns.map((c) => c.type);
      return serialWrite(async () => {
        await inTransaction(async () => {
          // Rows go to a constraint-free staging table first: flushing there is cheap, and the key and NOT NULL
          // checks then run inside DuckDB's own threads in one INSERT … SELECT, off the event loop.
          const staging = `staging_${table}`;
          await writer.run(
            `create or replace temp table ${staging} as select * from analytics.${table} limit 0`,
          );
          const appender = await writer.createAppender(staging, 'main', 'temp');
          try {
            let turnStarted = performance.now();
            for (let start = 0; start < rows.length; start += SLICE) {
              // Converted slice by slice, inside the transaction: a bad row rolls back the lot.
              for (const row of toColumnValues(table, rows.slice(start, start + SLICE))) {
                for (let i = 0; i < types.length; i++) appendValue(appender, types[i] as ColumnType, row[i]);
                appender.endRow();
              }
              if (performance.now() - turnStarted >= TURN_MS) {
                appender.flushSync();
                await nextTurn();
                turnStarted = performance.now();
              }
            }
            appender.flushSync();
          } catch (error) {
            appender.clear();
            throw error;
          } finally {
            appender.closeSync();
          }
          await writer.run(`insert into analytics.${table} select * from temp.main.${staging}`);
          await writer.run(`drop table temp.main.${staging}`);
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
