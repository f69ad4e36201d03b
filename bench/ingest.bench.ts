/**
 * Collection ingest: rows/s of 100,000 generated posts with their hashtags (plus channels and snapshots) into
 * the analytics store, and the longest event-loop stall meanwhile (target ≤ 20 ms). Also measures the
 * alternative DuckDB strategy, multi-row prepared INSERTs with bound parameters, to show why the store binds one
 * JSON parameter per statement instead.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance, DuckDBTimestampValue, type DuckDBValue } from '@duckdb/node-api';
import { createAnalyticsStore } from '../server/analytics/store/analytics-store.ts';
import { factTables, schemaStatements, toColumnValues } from '../server/analytics/store/fact-schema.ts';
import type { CollectedBatch } from '../server/analytics/sources/collection-source.ts';
import { generateBenchCorpus } from '../server/analytics/sources/sample/bench-corpus.ts';
import { createScratchDatabase } from '../tests/pg/scratch-database.ts';
import type { BenchResult } from './bench-result.ts';
import { idleGapMs, watchEventLoop } from './event-loop-stall.ts';
import { ingest } from './ingest-run.ts';

const POSTS = 100_000;
const STALL_TARGET_MS = 20;

const rowCount = (batches: CollectedBatch[]) =>
  batches.reduce(
    (n, b) => n + b.channels.length + b.snapshots.length + b.posts.length + b.hashtags.length,
    0,
  );

function results(
  label: string,
  batches: CollectedBatch[],
  run: Awaited<ReturnType<typeof ingest>>,
): BenchResult[] {
  const posts = batches.reduce((n, b) => n + b.posts.length, 0);
  return [
    {
      name: `${label}: rows/s (posts, hashtags, channels, snapshots)`,
      value: Math.round(rowCount(batches) / run.seconds),
      unit: 'rows/s',
    },
    { name: `${label}: posts/s`, value: Math.round(posts / run.seconds), unit: 'posts/s' },
    {
      name: `${label}: total time for ${posts.toLocaleString('en-US')} posts`,
      value: Math.round(run.seconds * 1000),
      unit: 'ms',
    },
    {
      name: `${label}: longest event-loop stall`,
      value: Math.max(run.maxGapMs, run.maxDelayMs),
      unit: 'ms',
      target: STALL_TARGET_MS,
    },
  ];
}

/** The road not taken: 500-row INSERT … VALUES statements with bound parameters, in one transaction. */
async function multiRowInsert(batches: CollectedBatch[]): Promise<BenchResult[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  for (const statement of schemaStatements()) await connection.run(statement);
  const posts = batches.flatMap((b) => b.posts);
  const columns = factTables.posts.columns.map((c) => c.name);
  const isTimestamp = factTables.posts.columns.map((c) => c.type === 'timestamp');
  const values = toColumnValues('posts', posts);
  const loop = watchEventLoop();
  const started = performance.now();
  await connection.run('begin transaction');
  for (let start = 0; start < values.length; start += 500) {
    const params: DuckDBValue[] = [];
    const tuples = values.slice(start, start + 500).map((row) => {
      const marks = row.map((v, i) => {
        params.push(
          isTimestamp[i] ? new DuckDBTimestampValue(BigInt(v as number) * 1000n) : (v as DuckDBValue),
        );
        return `$${params.length}`;
      });
      return `(${marks.join(',')})`;
    });
    await connection.run(
      `insert into analytics.posts (${columns.join(',')}) values ${tuples.join(',')}`,
      params,
    );
  }
  await connection.run('commit');
  const seconds = (performance.now() - started) / 1000;
  const stall = loop.stop();
  connection.closeSync();
  instance.closeSync();
  return [
    {
      name: `DuckDB multi-row INSERT (not used): posts/s, ${posts.length.toLocaleString('en-US')} posts`,
      value: Math.round(posts.length / seconds),
      unit: 'posts/s',
    },
    {
      name: 'DuckDB multi-row INSERT (not used): longest event-loop stall',
      value: Math.max(stall.maxGapMs, stall.maxDelayMs),
      unit: 'ms',
    },
  ];
}

async function idleBaseline(): Promise<BenchResult> {
  return {
    name: 'baseline: longest event-loop gap while idle (machine load)',
    value: await idleGapMs(),
    unit: 'ms',
  };
}

export default async function run(): Promise<BenchResult[]> {
  const batches = [...generateBenchCorpus(POSTS, 11, { subjects: 2, batchSize: 10_000 })];
  const out: BenchResult[] = [await idleBaseline()];

  const dir = await mkdtemp(path.join(tmpdir(), 'bench-ingest-'));
  try {
    const file = await createAnalyticsStore({ engine: 'duckdb', path: path.join(dir, 'facts.duckdb') });
    out.push(...results('DuckDB file', batches, await ingest(file, batches)));
    await file.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  const memory = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  out.push(...results('DuckDB in memory', batches, await ingest(memory, batches)));
  await memory.close();

  out.push(...(await multiRowInsert(batches.slice(0, 1))));

  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase();
    try {
      const pg = await createAnalyticsStore({ engine: 'postgres', url: scratch.url });
      out.push(...results('PostgreSQL, multi-row INSERT', batches, await ingest(pg, batches)));
      await pg.close();
    } finally {
      await scratch.drop();
    }
  }
  return out;
}
