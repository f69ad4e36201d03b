import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DuckDBInstance,
  DuckDBTimestampValue,
  type DuckDBConnection,
  type DuckDBValue,
} from '@duckdb/node-api';
import type {
  AdDaysReplacement,
  AnalyticsStore,
  FactScope,
  FactTable,
  RecordedWrite,
  SqlValue,
} from './analytics-store.ts';
import { deleteFactsStatements } from './delete-facts-sql.ts';
import { FACT_WRITES, factTables, schemaStatements, toColumnValues, type ColumnType } from './fact-schema.ts';
import { normalizeRow } from './normalize-row.ts';
import {
  rollupMergeStatements,
  rollupRebuildStatements,
  rollupSchemaStatements,
  rollupTables,
} from './rollups.ts';
import type { AdDayRow } from '../../ads/ad-day-row.ts';
import { unpackAdDays } from '../../ads/packed-ad-days.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { createSerialQueue } from './serial-queue.ts';
import { adSchemaStatements, isCalendarDay, type AdTagRow } from './ad-fact-schema.ts';
import {
  adInsertStatement,
  adJsonBatches,
  adRollupStatements,
  deleteAdStatements,
  replacedAdDaysStatements,
} from './ad-fact-writes.ts';
import { adFromStagingStatement, startAdDaysStaging, type AdDaysStaging } from './ad-days-staging.ts';

/**
 * The DuckDB store in the thread that calls it. `openDuckDbStore` (duckdb-store.ts) runs this in a worker thread
 * (duckdb-worker.ts) so that result conversion, the JSON of ingest and their garbage stay off the event loop.
 *
 * Rows reach DuckDB as JSON text bound to one parameter of an INSERT … SELECT that parses, casts and checks them
 * on DuckDB's threads. The event loop only runs JSON.stringify (native) over slices of SLICE rows and yields a
 * turn once TURN_MS have passed; the appender, by contrast, costs a synchronous native call per value plus
 * synchronous flushes, which stalled the loop for 20–60 ms. A statement carries up to STATEMENT_CHARS of JSON so
 * that binding the parameter (a copy) stays short too.
 */
const SLICE = 256;
const TURN_MS = 4;
/** Rows replaceAdDays stages at a time (each slice checked and appended in one call). */
const AD_STAGE_SLICE = 10_000;
const STATEMENT_CHARS = 1 << 20;

const timestamp = (ms: number) => new DuckDBTimestampValue(BigInt(ms) * 1000n);

function toParam(value: SqlValue): DuckDBValue {
  return value instanceof Date ? timestamp(value.getTime()) : value;
}

/** Each row arrives as a JSON array of its values in column order; timestamps as epoch milliseconds. */
function columnExpression(type: ColumnType, index: number): string {
  const value = `v[${index + 1}]`;
  switch (type) {
    case 'varchar':
      return value;
    case 'bigint':
      return `cast(${value} as bigint)`;
    case 'boolean':
      return `cast(${value} as boolean)`;
    case 'timestamp':
      return `make_timestamp(cast(${value} as bigint) * 1000)`;
  }
}

/** Tables whose inserts also update the rollups (rollups.ts): their rows first gather in a temp table. */
const ROLLUP_SOURCES = new Set<FactTable>(['posts', 'post_hashtags']);
const batchTable = (table: FactTable) => `batch_${table}`;

function insertStatement(table: FactTable): string {
  const { columns } = factTables[table];
  const target = ROLLUP_SOURCES.has(table) ? batchTable(table) : `analytics.${table}`;
  return `insert into ${target} (${columns.map((c) => c.name).join(', ')})
    select ${columns.map((c, i) => columnExpression(c.type, i)).join(', ')}
    from (select unnest(from_json($1, '[["VARCHAR"]]')) as v)`;
}

/**
 * JSON.stringify writes a lone surrogate as a \udXXX escape, which DuckDB's JSON reader rejects; like the
 * conversion of a string parameter, it becomes U+FFFD (JSON.stringify escapes nothing else there; an escape is a
 * backslash-u preceded by an even run of backslashes).
 */
const LONE_SURROGATE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;
function wellFormedJson(json: string): string {
  return json.includes('\\ud') ? json.replace(LONE_SURROGATE, '$1\\ufffd') : json;
}

export async function openLocalDuckDbStore(file: string): Promise<AnalyticsStore> {
  if (file !== ':memory:') await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const instance = await DuckDBInstance.create(file);
  const writer = await instance.connect();
  for (const statement of [...schemaStatements(), ...adSchemaStatements()]) await writer.run(statement);
  const existing = await writer.runAndReadAll(
    `select count(*) from information_schema.tables where table_schema = 'analytics' and table_name = $1`,
    [rollupTables[0]!],
  );
  const hadRollups = Number(existing.getRows()[0]?.[0]) > 0;
  for (const statement of rollupSchemaStatements()) await writer.run(statement);
  for (const table of ROLLUP_SOURCES) {
    await writer.run(`create temp table ${batchTable(table)} as select * from analytics.${table} limit 0`);
  }
  if (!hadRollups && file !== ':memory:') {
    // A file written before the rollups existed: build them from its facts.
    await writer.run('begin transaction');
    for (const statement of rollupRebuildStatements()) await writer.run(statement);
    await writer.run('commit');
  }

  // Reads take an idle connection (or open one) so they run beside each other and beside a write.
  const idle: DuckDBConnection[] = [];
  const serialWrite = createSerialQueue();
  let closed = false;
  /** The connections of replacements still staging: each holds its temp table until commit or abort. */
  const staging = new Set<DuckDBConnection>();
  let stagings = 0;

  async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
    await writer.run('begin transaction');
    try {
      const result = await work();
      await writer.run('commit');
      return result;
    } catch (error) {
      // A failed commit (e.g. a full disk) already ended the transaction: its error says why, not the rollback's.
      await writer.run('rollback').catch(() => undefined);
      throw error;
    }
  }

  /** Inside a transaction: the rows of one table, converted and checked slice by slice (a bad row fails the lot). */
  async function insertRows(table: FactTable, rows: readonly Record<string, SqlValue>[]): Promise<void> {
    if (rows.length === 0) return;
    const sql = insertStatement(table);
    const batched = ROLLUP_SOURCES.has(table);
    if (batched) await writer.run(`delete from ${batchTable(table)}`);
    let parts: string[] = [];
    let chars = 0;
    let turnStarted = performance.now();
    for (let start = 0; start < rows.length; start += SLICE) {
      const json = wellFormedJson(JSON.stringify(toColumnValues(table, rows.slice(start, start + SLICE))));
      parts.push(json.slice(1, -1));
      chars += json.length;
      const last = start + SLICE >= rows.length;
      if (chars >= STATEMENT_CHARS || last) {
        await writer.run(sql, [`[${parts.join(',')}]`]);
        parts = [];
        chars = 0;
        turnStarted = performance.now();
      } else if (performance.now() - turnStarted >= TURN_MS) {
        await nextTurn();
        turnStarted = performance.now();
      }
    }
    if (batched) {
      // Keys and NOT NULL are checked here; then the batch is merged into the rollups.
      await writer.run(`insert into analytics.${table} select * from ${batchTable(table)}`);
      for (const statement of rollupMergeStatements(table as 'posts', batchTable(table))) {
        await writer.run(statement);
      }
      await writer.run(`delete from ${batchTable(table)}`);
    }
  }

  /** Inside a transaction: the facts of a scope and their rollups. */
  async function deleteScope(scope: FactScope): Promise<void> {
    for (const { sql, params } of deleteFactsStatements(scope)) await writer.run(sql, params);
    for (const { sql, params } of deleteFactsStatements(scope, rollupTables)) await writer.run(sql, params);
  }

  /** Inside a transaction: the outcome recorded for a write id, if any. */
  async function recordedOutcome(id: string): Promise<'written' | 'aborted' | undefined> {
    const reader = await writer.runAndReadAll(
      `select outcome from analytics.${FACT_WRITES} where write_id = $1`,
      [id],
    );
    return reader.getRows()[0]?.[0] as 'written' | 'aborted' | undefined;
  }

  async function record(write: RecordedWrite, outcome: 'written' | 'aborted'): Promise<void> {
    await writer.run(
      `insert into analytics.${FACT_WRITES} (write_id, dashboard_id, subject_id, outcome, recorded_at)
        values ($1, $2, $3, $4, current_timestamp)`,
      [write.id, write.dashboardId, write.subjectId, outcome],
    );
  }

  async function replaceAdTags(datasetId: string, tags: readonly AdTagRow[]): Promise<number> {
    await serialWrite(() =>
      inTransaction(async () => {
        for (const statement of deleteAdStatements(['ad_tags'])) await writer.run(statement, [datasetId]);
        const insert = adInsertStatement('duckdb', 'ad_tags');
        for await (const json of adJsonBatches('ad_tags', datasetId, tags)) await writer.run(insert, [json]);
      }),
    );
    return tags.length;
  }

  async function beginAdDaysReplacement(
    datasetId: string,
    { fromDay }: { fromDay?: string } = {},
  ): Promise<AdDaysReplacement> {
    if (fromDay !== undefined && !isCalendarDay(fromDay)) throw new RangeError(`Not a day: ${fromDay}`);
    if (closed) throw new Error('The analytics store is closed');
    // A connection of its own: the temp table is that connection's, and staging runs beside the other writes.
    const connection = await instance.connect();
    staging.add(connection);
    const table = `ad_days_stage_${++stagings}`;
    let staged = 0;
    let state: 'open' | 'refused' | 'over' = 'open';
    let rows: AdDaysStaging | undefined;
    const end = () => {
      if (!staging.delete(connection)) return;
      state = 'over';
      rows?.abandon();
      connection.closeSync();
    };
    const usable = () => {
      if (state === 'open') return;
      throw new Error(
        `The replacement of ${datasetId}'s ad days is ${state === 'refused' ? 'refused after a failed append' : 'over'}`,
      );
    };
    try {
      rows = await startAdDaysStaging(connection, table, { datasetId, fromDay });
    } catch (error) {
      end();
      throw error;
    }
    const stagingRows = rows;
    const append = async (slice: readonly AdDayRow[]) => {
      usable();
      try {
        stagingRows.append(slice);
        staged += slice.length;
      } catch (error) {
        state = 'refused';
        throw error;
      }
    };
    return {
      append,
      appendPacked: (slice) => append(unpackAdDays(slice.bytes)),
      async commit() {
        usable();
        try {
          await stagingRows.finish();
          // Other writes take turns with this transaction (they run on the writer connection).
          await serialWrite(async () => {
            await connection.run('begin transaction');
            try {
              for (const { sql, withDay } of replacedAdDaysStatements(fromDay !== undefined))
                await connection.run(sql, withDay ? [datasetId, fromDay!] : [datasetId]);
              await connection.run(adFromStagingStatement(table));
              for (const statement of adRollupStatements()) await connection.run(statement, [datasetId]);
              await connection.run('commit');
            } catch (error) {
              await connection.run('rollback').catch(() => undefined);
              throw error;
            }
          });
          return staged;
        } finally {
          end();
        }
      },
      async abort() {
        end();
      },
    };
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
      await serialWrite(() => inTransaction(() => insertRows(table, rows)));
      return rows.length;
    },

    deleteFacts(scope) {
      return serialWrite(() => inTransaction(() => deleteScope(scope)));
    },

    writeFacts({ writes, replace, record: recorded }) {
      return serialWrite(() =>
        inTransaction(async () => {
          // One writer per process and one process per DuckDB file: nothing can record the id in between.
          if (recorded) {
            if (await recordedOutcome(recorded.id)) return false;
            await record(recorded, 'written');
          }
          if (replace) await deleteScope(replace);
          for (const [i, write] of writes.entries()) {
            await insertRows(write.table, write.rows);
            if (i === 0) await faultPoint('facts:between-tables');
          }
          return true;
        }),
      );
    },

    fenceWrite(recorded) {
      return serialWrite(() =>
        inTransaction(async () => {
          const outcome = await recordedOutcome(recorded.id);
          if (outcome) return outcome;
          await record(recorded, 'aborted');
          return 'aborted' as const;
        }),
      );
    },

    async replaceAdDays(datasetId, rows) {
      const replacement = await beginAdDaysReplacement(datasetId);
      try {
        for (let start = 0; start < rows.length; start += AD_STAGE_SLICE)
          await replacement.append(rows.slice(start, start + AD_STAGE_SLICE));
        return await replacement.commit();
      } finally {
        await replacement.abort();
      }
    },

    beginAdDaysReplacement,

    replaceAdTags,

    deleteAdDataset(datasetId) {
      return serialWrite(() =>
        inTransaction(async () => {
          for (const statement of deleteAdStatements(['ad_days', 'ad_tags']))
            await writer.run(statement, [datasetId]);
        }),
      );
    },

    async close() {
      await serialWrite(async () => {
        closed = true;
        for (const connection of idle.splice(0)) connection.closeSync();
        for (const connection of staging) connection.closeSync();
        staging.clear();
        writer.closeSync();
        instance.closeSync();
      });
    },
  };
}
