import {
  BOOLEAN,
  DOUBLE,
  DuckDBDataChunk,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { AdDayRow } from '../../ads/ad-day-row.ts';
import {
  AD_DAY_COLUMNS,
  adDayValues,
  checkDataset,
  checkFromDay,
  type AdColumnType,
} from './ad-fact-schema.ts';

/**
 * DuckDB only: a replacement's ad days reach a temp table of its own connection through DuckDB's appender, a
 * column at a time in data chunks (numbers are written straight into the vectors, no text to parse), in one
 * transaction for the whole file, then one INSERT … SELECT moves them into analytics.ad_days inside the
 * replacing transaction. Parsing a million rows as JSON text took most of the write, and a value-by-value
 * appender flushed per slice took 2.5 times as long as chunks (docs/performance.md); the appender's synchronous
 * calls are harmless here because this runs in the DuckDB worker thread, not on the event loop. The temp table
 * keeps numbers as doubles (exact for the counts, which are safe integers) and the day as text; the INSERT casts
 * them.
 */
const stagingType = (type: AdColumnType) =>
  type === 'varchar' || type === 'date' ? 'varchar' : type === 'boolean' ? 'boolean' : 'double';

const STAGING_TYPES = AD_DAY_COLUMNS.map((c) => stagingType(c.type));
const CHUNK_TYPES = STAGING_TYPES.map((t) =>
  t === 'varchar' ? VARCHAR : t === 'boolean' ? BOOLEAN : DOUBLE,
);
/** DuckDB's vector size: the most rows one data chunk holds. */
const CHUNK_ROWS = 2048;

export const adStagingStatement = (table: string) =>
  `create temp table ${table} (${AD_DAY_COLUMNS.map((c, i) => `${c.name} ${STAGING_TYPES[i]}`).join(', ')})`;

export const adFromStagingStatement = (table: string) =>
  `insert into analytics.ad_days (${AD_DAY_COLUMNS.map((c) => c.name).join(', ')})
  select ${AD_DAY_COLUMNS.map((c, i) => (STAGING_TYPES[i] === c.type ? c.name : `cast(${c.name} as ${c.type})`)).join(', ')}
  from ${table}`;

/** The staging of one replacement: its rows appended as they come, flushed once at the end. */
export interface AdDaysStaging {
  /**
   * Checks and appends the rows of one slice. A bad row throws, naming its row counted from the replacement's
   * first; the rows before it may be staged, so the caller refuses the rest of that replacement.
   */
  append(rows: readonly AdDayRow[]): void;
  /** Everything appended, in the temp table, committed on the staging connection. */
  finish(): Promise<void>;
  /** Lets go of the appender before its connection closes; the staged rows die with the connection. */
  abandon(): void;
}

export async function startAdDaysStaging(
  connection: DuckDBConnection,
  table: string,
  check: { datasetId: string; fromDay?: string },
): Promise<AdDaysStaging> {
  await connection.run(adStagingStatement(table));
  // One transaction for the whole staging: the appender's flushes would each commit one of their own.
  await connection.run('begin transaction');
  const appender: DuckDBAppender = await connection.createAppender(table, 'main', 'temp');
  let staged = 0;
  let closed = false;
  return {
    append(rows) {
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        const count = Math.min(CHUNK_ROWS, rows.length - start);
        const columns: DuckDBValue[][] = CHUNK_TYPES.map(() => new Array<DuckDBValue>(count));
        for (let r = 0; r < count; r++) {
          const index = staged + start + r;
          const values = adDayValues(rows[start + r]!, index);
          checkDataset('ad_days', check.datasetId, values, index);
          checkFromDay(check.fromDay, values, index);
          for (let c = 0; c < values.length; c++) columns[c]![r] = values[c] as DuckDBValue;
        }
        const chunk = DuckDBDataChunk.create(CHUNK_TYPES, count);
        columns.forEach((values, c) => chunk.setColumnValues(c, values));
        appender.appendDataChunk(chunk);
      }
      staged += rows.length;
    },
    async finish() {
      appender.flushSync();
      closed = true;
      appender.closeSync();
      await connection.run('commit');
    },
    abandon() {
      if (closed) return;
      closed = true;
      try {
        appender.closeSync();
      } catch {
        // What it held is thrown away with the connection either way.
      }
    },
  };
}
