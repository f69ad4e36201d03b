import postgres from 'postgres';
import type { AdDayRow } from '../../ads/ad-day-row.ts';
import { unpackAdDays } from '../../ads/packed-ad-days.ts';
import { withStartupLock } from '../../db/startup-lock.ts';
import { CLAIM_HELD_SQL, LeaseLostError, type JobClaim } from '../../jobs/job-claim.ts';
import { DEFAULT_ANALYTICS_POOL_MAX } from '../../lib/config.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import type { AdDaysReplacement, AnalyticsStore, FactScope, FactTable, SqlValue } from './analytics-store.ts';
import { deleteFactsStatements } from './delete-facts-sql.ts';
import {
  FACT_WRITES,
  factTables,
  postgresIndexStatements,
  schemaStatements,
  toColumnValues,
} from './fact-schema.ts';
import { normalizeRow } from './normalize-row.ts';
import {
  adPostgresIndexStatements,
  adSchemaStatements,
  isCalendarDay,
  type AdFactTable,
} from './ad-fact-schema.ts';
import {
  adInsertStatement,
  adJsonBatches,
  adRollupStatements,
  deleteAdStatements,
  replacedAdDaysStatements,
  type AdFactRow,
} from './ad-fact-writes.ts';

/**
 * Bind parameters per INSERT (PostgreSQL allows 65,535). Building and serialising a statement is synchronous,
 * so smaller statements keep each event-loop stretch short; more round trips cost little inside one transaction.
 */
const PARAMS_PER_STATEMENT = 6_000;

/** Timestamps arrive as text; read them as UTC whatever the process time zone is. */
function timestampToIso(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00.000Z`;
  const hasZone = /([+-]\d{2}(:?\d{2})?|Z)$/.test(text);
  return new Date(hasZone ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

type Tx = postgres.TransactionSql;

async function insertRows(
  tx: Tx,
  table: FactTable,
  rows: readonly Record<string, SqlValue>[],
): Promise<void> {
  const timestampAt = factTables[table].columns.flatMap((c, i) => (c.type === 'timestamp' ? [i] : []));
  const columns = factTables[table].columns.map((c) => c.name);
  const perStatement = Math.floor(PARAMS_PER_STATEMENT / columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    // Converted chunk by chunk, inside the transaction: a bad row rolls back the lot.
    const chunk = toColumnValues(table, rows.slice(start, start + perStatement));
    for (const row of chunk) {
      for (const i of timestampAt) if (row[i] !== null) row[i] = new Date(row[i] as number);
    }
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(',')})`);
    await tx.unsafe(
      `insert into analytics.${table} (${columns.join(', ')}) values ${tuples.join(',')}`,
      params as postgres.ParameterOrJSON<never>[],
    );
  }
}

async function deleteScope(tx: Tx, scope: FactScope): Promise<void> {
  for (const statement of deleteFactsStatements(scope)) await tx.unsafe(statement.sql, statement.params);
}

/**
 * First in a write's transaction: the fence of the job writing (its row stays locked for share until the
 * transaction ends), then the dashboard's turn. Under READ COMMITTED two transactions replacing the same facts
 * would each delete only the rows they see and both insert; one at a time, the second deletes the first's.
 */
async function beginWrite(tx: Tx, dashboardId: string | undefined, claim: JobClaim | undefined) {
  if (claim && (await tx.unsafe(CLAIM_HELD_SQL, [claim.jobId, claim.lockedBy])).length === 0)
    throw new LeaseLostError(`lease of job ${claim.jobId} lost; its facts were not written`);
  if (dashboardId)
    await tx.unsafe('select pg_advisory_xact_lock(hashtextextended($1::text, 0))', [
      `analytics.facts:${dashboardId}`,
    ]);
}

/** Writes of one dataset's ad facts take turns (as the MK facts of one dashboard do, see beginWrite). */
async function lockDataset(tx: Pick<Tx, 'unsafe'>, datasetId: string): Promise<void> {
  await tx.unsafe('select pg_advisory_xact_lock(hashtextextended($1::text, 0))', [
    `analytics.ads:${datasetId}`,
  ]);
}

async function replaceAdFacts<T extends AdFactTable>(
  tx: Tx,
  table: T,
  datasetId: string,
  rows: readonly AdFactRow<T>[],
): Promise<number> {
  await lockDataset(tx, datasetId);
  for (const statement of deleteAdStatements([table])) await tx.unsafe(statement, [datasetId]);
  if (rows.length === 0) return 0;
  const insert = adInsertStatement('postgres', table);
  for await (const json of adJsonBatches(table, datasetId, rows)) await tx.unsafe(insert, [json]);
  if (table === 'ad_days')
    for (const statement of adRollupStatements()) await tx.unsafe(statement, [datasetId]);
  return rows.length;
}

/** The temp table a replacement stages its rows in: its transaction's own, dropped when it ends. */
const AD_DAYS_STAGE = 'ad_days_stage';

/**
 * A replacement of ad days in one transaction on a connection of its own: the rows go into a temp table as they
 * come, and only `commit` takes the dataset's lock and the claim's, deletes and moves them, so other writes of
 * the dataset (its tags) wait only for the commit, not for a whole upload or sync. A process that dies leaves
 * the transaction to the server, which rolls it back.
 */
async function beginReplacement<Types extends Record<string, unknown>>(
  sql: postgres.Sql<Types>,
  datasetId: string,
  fromDay: string | undefined,
): Promise<AdDaysReplacement> {
  if (fromDay !== undefined && !isCalendarDay(fromDay)) throw new RangeError(`Not a day: ${fromDay}`);
  const connection = await sql.reserve();
  let staged = 0;
  let state: 'open' | 'refused' | 'over' = 'open';
  const end = async () => {
    if (state === 'over') return;
    state = 'over';
    try {
      await connection.unsafe('rollback');
    } finally {
      connection.release();
    }
  };
  const usable = () => {
    if (state === 'open') return;
    throw new Error(
      `The replacement of ${datasetId}'s ad days is ${state === 'refused' ? 'refused after a failed append' : 'over'}`,
    );
  };
  try {
    await connection.unsafe('begin');
    await connection.unsafe(`create temp table ${AD_DAYS_STAGE} (like analytics.ad_days) on commit drop`);
  } catch (error) {
    await end().catch(() => undefined);
    throw error;
  }
  const insert = adInsertStatement('postgres', 'ad_days', AD_DAYS_STAGE);
  const append = async (rows: readonly AdDayRow[]) => {
    usable();
    try {
      for await (const json of adJsonBatches('ad_days', datasetId, rows, { offset: staged, fromDay }))
        await connection.unsafe(insert, [json]);
      staged += rows.length;
    } catch (error) {
      state = 'refused';
      throw error;
    }
  };
  return {
    append,
    appendPacked: (slice) => append(unpackAdDays(slice.bytes)),
    async commit({ claim } = {}) {
      usable();
      try {
        if (claim && (await connection.unsafe(CLAIM_HELD_SQL, [claim.jobId, claim.lockedBy])).length === 0)
          throw new LeaseLostError(`lease of job ${claim.jobId} lost; the ad days were not written`);
        await lockDataset(connection, datasetId);
        for (const { sql: text, withDay } of replacedAdDaysStatements(fromDay !== undefined))
          await connection.unsafe(text, withDay ? [datasetId, fromDay!] : [datasetId]);
        await connection.unsafe(`insert into analytics.ad_days select * from ${AD_DAYS_STAGE}`);
        for (const statement of adRollupStatements()) await connection.unsafe(statement, [datasetId]);
        await connection.unsafe('commit');
      } catch (error) {
        await end().catch(() => undefined);
        throw error;
      }
      state = 'over';
      connection.release();
      return staged;
    },
    abort: end,
  };
}

/** The application_name of the analytics pool's connections (pg_stat_activity). */
export const ANALYTICS_POOL_APPLICATION_NAME = 'booster-analytics';

/** `poolMax`: connections of its pool (`ANALYTICS_POOL_MAX`). */
export async function openPostgresStore(
  url: string,
  { poolMax = DEFAULT_ANALYTICS_POOL_MAX }: { poolMax?: number } = {},
): Promise<AnalyticsStore> {
  const sql = postgres(url, {
    max: poolMax,
    onnotice: () => {},
    connection: { TimeZone: 'UTC', application_name: ANALYTICS_POOL_APPLICATION_NAME },
    types: {
      bigint: {
        to: 20,
        from: [20, 1700],
        serialize: (x: number) => String(x),
        parse: (x: string) => Number(x),
      },
      date: {
        to: 1184,
        from: [1082, 1114, 1184],
        serialize: (x: Date | string) => (x instanceof Date ? x : new Date(x)).toISOString(),
        parse: timestampToIso,
      },
    },
  });
  // `create … if not exists` run by two nodes at once still collides in the catalog: one node at a time.
  try {
    await withStartupLock(url, async () => {
      for (const statement of [
        ...schemaStatements(),
        ...postgresIndexStatements,
        ...adSchemaStatements(),
        ...adPostgresIndexStatements,
      ])
        await sql.unsafe(statement);
    });
  } catch (err) {
    await sql.end();
    throw err;
  }

  return {
    engine: 'postgres',

    async all<T extends Record<string, unknown>>(
      text: string,
      params: readonly SqlValue[] = [],
    ): Promise<T[]> {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows.map((row) => normalizeRow<T>(row));
    },

    async insert(table: FactTable, rows: readonly Record<string, SqlValue>[]): Promise<number> {
      if (rows.length === 0) return 0;
      await sql.begin((tx) => insertRows(tx, table, rows));
      return rows.length;
    },

    async deleteFacts(scope, opts) {
      await sql.begin(async (tx) => {
        await beginWrite(tx, scope.dashboardId, opts?.claim);
        await deleteScope(tx, scope);
      });
    },

    async writeFacts({ writes, replace, record, claim }) {
      return sql.begin(async (tx) => {
        await beginWrite(tx, replace?.dashboardId ?? record?.dashboardId, claim);
        if (record) {
          // A concurrent fenceWrite of the same id waits on the key, then finds it taken (or takes it first).
          const claimed = await tx.unsafe(
            `insert into analytics.${FACT_WRITES} (write_id, dashboard_id, subject_id, outcome, recorded_at)
              values ($1, $2, $3, 'written', now()) on conflict (write_id) do nothing returning write_id`,
            [record.id, record.dashboardId, record.subjectId],
          );
          if (claimed.length === 0) return false;
        }
        if (replace) await deleteScope(tx, replace);
        for (const [i, write] of writes.entries()) {
          await insertRows(tx, write.table, write.rows);
          if (i === 0) await faultPoint('facts:between-tables');
        }
        return true;
      });
    },

    async fenceWrite(record) {
      await sql.unsafe(
        `insert into analytics.${FACT_WRITES} (write_id, dashboard_id, subject_id, outcome, recorded_at)
          values ($1, $2, $3, 'aborted', now()) on conflict (write_id) do nothing`,
        [record.id, record.dashboardId, record.subjectId],
      );
      const [row] = await sql.unsafe(`select outcome from analytics.${FACT_WRITES} where write_id = $1`, [
        record.id,
      ]);
      return row!.outcome as 'written' | 'aborted';
    },

    async close() {
      await sql.end();
    },

    replaceAdDays: (datasetId, rows) => sql.begin((tx) => replaceAdFacts(tx, 'ad_days', datasetId, rows)),

    beginAdDaysReplacement: (datasetId, opts) => beginReplacement(sql, datasetId, opts?.fromDay),

    replaceAdTags: (datasetId, tags) => sql.begin((tx) => replaceAdFacts(tx, 'ad_tags', datasetId, tags)),

    async deleteAdDataset(datasetId) {
      await sql.begin(async (tx) => {
        await lockDataset(tx, datasetId);
        for (const statement of deleteAdStatements(['ad_days', 'ad_tags']))
          await tx.unsafe(statement, [datasetId]);
      });
    },
  };
}
