import type { DuckDBConnection } from '@duckdb/node-api';
import type { AdDayRow } from '../../ads/ad-day-row.ts';
import { AD_DAY_COLUMNS, adDayValues, checkDataset, type AdColumnType } from './ad-fact-schema.ts';

/**
 * DuckDB only: a dataset's ad days reach a temp table through DuckDB's appender (typed native calls, no text to
 * parse), then one INSERT … SELECT moves them into analytics.ad_days inside the replacing transaction. Parsing
 * a million rows as JSON text took most of the write; the appender's synchronous calls are harmless here because
 * this runs in the DuckDB worker thread, not on the event loop. The temp table keeps numbers as doubles (exact
 * for the counts, which are safe integers) and the day as text; the INSERT casts them.
 */
const STAGING = 'ad_days_staging';

const stagingType = (type: AdColumnType) =>
  type === 'varchar' || type === 'date' ? 'varchar' : type === 'boolean' ? 'boolean' : 'double';

export const adStagingStatement = `create temp table if not exists ${STAGING}
  (${AD_DAY_COLUMNS.map((c) => `${c.name} ${stagingType(c.type)}`).join(', ')})`;

export const adFromStagingStatement = `insert into analytics.ad_days (${AD_DAY_COLUMNS.map((c) => c.name).join(', ')})
  select ${AD_DAY_COLUMNS.map((c) => (stagingType(c.type) === c.type ? c.name : `cast(${c.name} as ${c.type})`)).join(', ')}
  from ${STAGING}`;

export const adClearStagingStatement = `delete from ${STAGING}`;

/** Checks every row (a bad one throws, nothing is moved) and appends it to the temp table. */
export async function stageAdDays(
  connection: DuckDBConnection,
  datasetId: string,
  rows: readonly AdDayRow[],
): Promise<void> {
  await connection.run(adClearStagingStatement);
  const kinds = AD_DAY_COLUMNS.map((c) => stagingType(c.type));
  const appender = await connection.createAppender(STAGING, 'main', 'temp');
  try {
    for (let r = 0; r < rows.length; r++) {
      const values = adDayValues(rows[r]!, r);
      checkDataset('ad_days', datasetId, values, r);
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
