import type { AdDayRow } from '../../ads/ad-day-row.ts';
import type { PackedAdDays } from '../../ads/packed-ad-days.ts';
import type { JobClaim } from '../../jobs/job-claim.ts';
import type { AdTagRow } from './ad-fact-schema.ts';

export type SqlValue = string | number | boolean | null | Date;
export type FactTable = 'channels' | 'channel_snapshots' | 'posts' | 'post_hashtags' | 'comments';

export interface FactScope {
  dashboardId: string;
  subjectId?: string;
}

export interface FactWrite {
  table: FactTable;
  rows: readonly Record<string, SqlValue>[];
}

/** A write that must happen at most once, recorded in `analytics.fact_writes` with the facts it wrote. */
export interface RecordedWrite {
  id: string;
  dashboardId: string;
  subjectId: string;
}

/**
 * One dataset's ad days replaced in slices (docs/ads.md "Components"): an upload's parser and an account's reader
 * hand their rows over as they come, so nobody holds 100,000 of them, and still nothing is seen, or kept, before
 * `commit`, which writes them in one transaction. A process that dies before it leaves the old rows as they
 * were. Calls take turns: the next `append` after the last settled.
 */
export interface AdDaysReplacement {
  /**
   * Checks and stages rows. A bad one (see replaceAdDays; also a day before `fromDay`) rejects, naming its row
   * counted from the replacement's first, and the replacement is then refused: only `abort` is left.
   */
  append(rows: readonly AdDayRow[]): Promise<void>;
  /** The same for rows packed where they were made; the bytes are the store's after the call. */
  appendPacked(slice: PackedAdDays): Promise<void>;
  /**
   * In one transaction: the dataset's rows from `fromDay` on (all of them without it) and its rollups deleted,
   * the staged rows inserted, the rollups rebuilt. Returns the rows staged. `claim`: as in writeFacts (on
   * PostgreSQL checked in this transaction; a writer that lost it writes nothing and gets LeaseLostError).
   */
  commit(opts?: { claim?: JobClaim }): Promise<number>;
  /** Drops what was staged; harmless after a commit, a failure or a first abort. */
  abort(): Promise<void>;
}

export interface AnalyticsStore {
  readonly engine: 'duckdb' | 'postgres';
  /** One read query. Placeholders are $1, $2 … in both engines. BIGINT/numeric come back as JS numbers,
   *  timestamps as ISO strings (UTC), so results are identical on both engines. */
  all<T extends Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Appends rows in one transaction: all or nothing. Returns the count. */
  insert(table: FactTable, rows: readonly Record<string, SqlValue>[]): Promise<number>;
  /**
   * Deletes the facts of one dashboard, or of one subject of it, in one transaction. `claim`: as in writeFacts.
   */
  deleteFacts(scope: FactScope, opts?: { claim?: JobClaim }): Promise<void>;
  /**
   * Writes rows into several fact tables in ONE transaction: all of them or none, whenever the process dies.
   * `replace` first deletes the facts of that scope in the same transaction; writes that replace or record facts
   * of one dashboard take turns, so two of them never both delete the old rows and both insert. `record` makes
   * the write happen at most once: it is recorded in `analytics.fact_writes` with the rows, and when its id is
   * already recorded (written before, or fenced by `fenceWrite`) nothing is written and the answer is false.
   * `claim`, the job writing: on PostgreSQL it is checked first in the write's transaction (`jobs` is in the
   * same database) and a writer that lost it writes nothing and gets LeaseLostError. DuckDB cannot see the app
   * database; only its own process writes it, whose job runner keeps the write inside the claim
   * (JobContext.holdingClaim).
   */
  writeFacts(opts: {
    writes: readonly FactWrite[];
    replace?: FactScope;
    record?: RecordedWrite;
    claim?: JobClaim;
  }): Promise<boolean>;
  /**
   * Settles a recorded write whose writer may have died: unless it was written, it is recorded as aborted, so
   * that writer can never write it later. Answers which of the two happened first.
   */
  fenceWrite(record: RecordedWrite): Promise<'written' | 'aborted'>;
  close(): Promise<void>;
  /**
   * Ad facts (docs/ads.md "Components"): replaces every ad-day row of one dataset with `rows` in one transaction,
   * all or nothing (a bad row, or a row of another dataset, fails the lot and the old rows stay). Its tags stay.
   * Returns the count. Rows are converted in slices (DuckDB: in its worker), so a million never stall the loop.
   */
  replaceAdDays(datasetId: string, rows: readonly AdDayRow[]): Promise<number>;
  /**
   * The same replacement slice by slice (AdDaysReplacement); with `fromDay` (YYYY-MM-DD) only the days from it on
   * are replaced: an account read again from its last days keeps the days before.
   */
  beginAdDaysReplacement(datasetId: string, opts?: { fromDay?: string }): Promise<AdDaysReplacement>;
  /** Replaces every tag of one dataset's ads with `tags` in one transaction. Returns the count. */
  replaceAdTags(datasetId: string, tags: readonly AdTagRow[]): Promise<number>;
  /** Deletes one dataset's ad days and tags in one transaction. */
  deleteAdDataset(datasetId: string): Promise<void>;
}

export type AnalyticsStoreOptions =
  | { engine: 'duckdb'; path: string /* ':memory:' for tests */ }
  | { engine: 'postgres'; url: string; poolMax?: number };

/** Opens the store and creates schema `analytics` and its tables if missing. */
export async function createAnalyticsStore(opts: AnalyticsStoreOptions): Promise<AnalyticsStore> {
  if (opts.engine === 'duckdb') {
    const { openDuckDbStore } = await import('./duckdb-store.ts');
    return openDuckDbStore(opts.path);
  }
  const { openPostgresStore } = await import('./postgres-store.ts');
  return openPostgresStore(opts.url, { poolMax: opts.poolMax });
}
