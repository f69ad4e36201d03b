import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AdDayRow } from '../../ads/ad-day-row.ts';
import {
  AD_ROLLUPS,
  adDayValues,
  adFactColumns,
  adTagValues,
  checkDataset,
  checkFromDay,
  type AdColumnType,
  type AdFactTable,
  type AdTagRow,
} from './ad-fact-schema.ts';

/**
 * Writing a dataset's ad facts, the same way on both engines: rows become JSON arrays of their values (checked,
 * see ad-fact-schema.ts) bound to ONE text parameter of an INSERT … SELECT that the database parses and casts.
 * One statement carries up to STATEMENT_CHARS of JSON; the conversion runs SLICE rows at a time and yields a turn
 * once TURN_MS have passed, so a million rows never hold the thread that converts them for long.
 */
const SLICE = 500;
const TURN_MS = 4;
const STATEMENT_CHARS = 4 << 20;

export type AdFactRow<T extends AdFactTable> = T extends 'ad_days' ? AdDayRow : AdTagRow;

function castDuck(type: AdColumnType, index: number): string {
  const value = `v[${index + 1}]`;
  return type === 'varchar' ? value : `cast(${value} as ${type})`;
}

function castPg(type: AdColumnType, index: number): string {
  return `(v->>${index})::${type === 'double' ? 'double precision' : type}`;
}

/**
 * The INSERT that reads one JSON text parameter ($1) holding an array of rows (arrays in column order), into the
 * table or, for a replacement staged first, into `into` (a temp table of the same columns).
 */
export function adInsertStatement(engine: 'duckdb' | 'postgres', table: AdFactTable, into?: string): string {
  const columns = adFactColumns[table];
  const names = columns.map((c) => c.name).join(', ');
  const target = into ?? `analytics.${table}`;
  if (engine === 'duckdb') {
    return `insert into ${target} (${names})
      select ${columns.map((c, i) => castDuck(c.type, i)).join(', ')}
      from (select unnest(from_json($1, '[["VARCHAR"]]')) as v)`;
  }
  return `insert into ${target} (${names})
    select ${columns.map((c, i) => castPg(c.type, i)).join(', ')}
    from json_array_elements(cast($1 as text)::json) as v`;
}

/**
 * The rows of one dataset as JSON texts of up to STATEMENT_CHARS each. A bad row (or a row of another dataset,
 * or a day before `fromDay`) throws part-way, naming its row counted from `offset`; callers write inside one
 * transaction, so nothing of it is kept.
 */
export async function* adJsonBatches<T extends AdFactTable>(
  table: T,
  datasetId: string,
  rows: readonly AdFactRow<T>[],
  check: { offset?: number; fromDay?: string } = {},
): AsyncGenerator<string> {
  const offset = check.offset ?? 0;
  const toValues = (table === 'ad_days' ? adDayValues : adTagValues) as (
    row: AdFactRow<T>,
    i: number,
  ) => unknown[];
  let parts: string[] = [];
  let chars = 0;
  let turnStarted = performance.now();
  for (let start = 0; start < rows.length; start += SLICE) {
    const end = Math.min(start + SLICE, rows.length);
    const values: unknown[][] = new Array(end - start);
    for (let i = start; i < end; i++) {
      const row = toValues(rows[i] as AdFactRow<T>, offset + i);
      checkDataset(table, datasetId, row, offset + i);
      if (table === 'ad_days') checkFromDay(check.fromDay, row, offset + i);
      values[i - start] = row;
    }
    const json = JSON.stringify(values);
    parts.push(json.slice(1, -1));
    chars += json.length;
    if (chars >= STATEMENT_CHARS || end === rows.length) {
      yield `[${parts.join(',')}]`;
      parts = [];
      chars = 0;
      turnStarted = performance.now();
    } else if (performance.now() - turnStarted >= TURN_MS) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
}

/** DELETE statements of one dataset's facts: its ad days (and their rollup), its tags, or both. */
export function deleteAdStatements(tables: readonly AdFactTable[]): string[] {
  const all = tables.includes('ad_days') ? [...tables, ...AD_ROLLUPS.map((r) => r.table)] : tables;
  return all.map((table) => `delete from analytics.${table} where dataset_id = $1`);
}

/**
 * What a replacement of ad days deletes before its rows go in: the dataset's ad days (only from `fromDay` on,
 * then bound as $2) and its rollups, which adRollupStatements rebuild from every day the dataset then has.
 */
export function replacedAdDaysStatements(fromDay: boolean): { sql: string; withDay: boolean }[] {
  return [
    fromDay
      ? {
          sql: 'delete from analytics.ad_days where dataset_id = $1 and day >= cast($2 as date)',
          withDay: true,
        }
      : { sql: 'delete from analytics.ad_days where dataset_id = $1', withDay: false },
    ...AD_ROLLUPS.map((r) => ({
      sql: `delete from analytics.${r.table} where dataset_id = $1`,
      withDay: false,
    })),
  ];
}

/** Fill the rollups of one dataset ($1) from its ad days, after they were written. */
export function adRollupStatements(): string[] {
  return AD_ROLLUPS.map(({ table, keys, names, columns }) => {
    const value = (name: string) =>
      keys.includes(name) ? name : names.includes(name) ? `max(${name})` : `sum(${name})`;
    return `insert into analytics.${table} (${columns.map((c) => c.name).join(', ')})
      select ${columns.map((c) => value(c.name)).join(', ')}
      from analytics.ad_days where dataset_id = $1
      group by ${keys.join(', ')}`;
  });
}
