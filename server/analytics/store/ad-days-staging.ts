import type { DuckDBConnection } from '@duckdb/node-api';
import type { AdDayRow } from '../../ads/ad-day-row.ts';
import {
  AD_DAY_COLUMNS,
  adDayValues,
  checkDataset,
  checkFromDay,
  type AdColumnType,
} from './ad-fact-schema.ts';

/**
 * DuckDB only: a replacement's ad days reach a temp table of its own connection through DuckDB's appender (typed
 * native calls, no text to parse), slice by slice, then one INSERT … SELECT moves them into analytics.ad_days
 * inside the replacing transaction. Parsing a million rows as JSON text took most of the write; the appender's
 * synchronous calls are harmless here because this runs in the DuckDB worker thread, not on the event loop. The
 * temp table keeps numbers as doubles (exact for the counts, which are safe integers) and the day as text; the
 * INSERT casts them.
 */
const stagingType = (type: AdColumnType) =>
  type === 'varchar' || type === 'date' ? 'varchar' : type === 'boolean' ? 'boolean' : 'double';

export const adStagingStatement = (table: string) =>
  `create temp table ${table} (${AD_DAY_COLUMNS.map((c) => `${c.name} ${stagingType(c.type)}`).join(', ')})`;

export const adFromStagingStatement = (table: string) =>
  `insert into analytics.ad_days (${AD_DAY_COLUMNS.map((c) => c.name).join(', ')})
  select ${AD_DAY_COLUMNS.map((c) => (stagingType(c.type) === c.type ? c.name : `cast(${c.name} as ${c.type})`)).join(', ')}
  from ${table}`;

/**
 * Checks and appends the rows of one slice. A bad row throws, naming its row counted from the replacement's
 * first; the rows before it may be in the temp table, so the caller refuses the rest of that replacement.
 */
export async function stageAdDays(
  connection: DuckDBConnection,
  table: string,
  rows: readonly AdDayRow[],
  check: { datasetId: string; fromDay?: string; offset: number },
): Promise<void> {
  const kinds = AD_DAY_COLUMNS.map((c) => stagingType(c.type));
  const appender = await connection.createAppender(table, 'main', 'temp');
  try {
    for (let r = 0; r < rows.length; r++) {
      const index = check.offset + r;
      const values = adDayValues(rows[r]!, index);
      checkDataset('ad_days', check.datasetId, values, index);
      checkFromDay(check.fromDay, values, index);
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        if (value === null) appender.appendNull();
        else if (kinds[i] === 'varchar') appender.appendVarchar(value as string);
        else if (kinds[i] === 'double') appender.appendDouble(value as number);
        else appender.appendBoolean(value as boolean);
      }
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
}
