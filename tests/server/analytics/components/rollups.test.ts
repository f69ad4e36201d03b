/**
 * The DuckDB rollups (server/analytics/store/rollups.ts): a dashboard without a time window reads them instead
 * of the posts, and every component comes out byte-identical to the scans of the posts — after many inserts,
 * a deleted and reloaded subject, and when a file written before the rollups existed is opened again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../../server/analytics/store/analytics-store.ts';
import { computeComponents, DB_API_KEYS } from '../../../../server/analytics/components/registry.ts';
import { compute as channelData } from '../../../../server/analytics/components/db-channel-data.ts';
import { compute as videoData } from '../../../../server/analytics/components/db-video-data.ts';
import type { ComponentScope } from '../../../../server/analytics/components/scope.ts';
import type { StoreReader } from '../../../../server/analytics/components/store-reader.ts';
import { generateBenchCorpus } from '../../../../server/analytics/sources/sample/bench-corpus.ts';
import { CHANNEL_SORT_FIELDS } from '../../../../src/lib/report-components/results.ts';
import { loadFixture } from './fixture-corpus.ts';

/** The same DuckDB store read the way PostgreSQL is: every scan over the posts, no rollups. */
const scanning = (store: AnalyticsStore): StoreReader => ({
  engine: 'postgres',
  all: (sql, params) => store.all(sql, params),
});

const SCOPES: ComponentScope[] = [
  { dashboardId: 'bench', subjectIds: [] },
  { dashboardId: 'bench', subjectIds: ['s1', 's2', 's3'] },
  { dashboardId: 'bench', subjectIds: ['s2'] },
  { dashboardId: 'bench', subjectIds: ['s3', 'nope'] },
  { dashboardId: 'd1', subjectIds: [] },
  { dashboardId: 'd1', subjectIds: ['s1', 's2'] },
  { dashboardId: 'empty', subjectIds: [] },
];

async function expectSameAsScans(store: AnalyticsStore, scopes = SCOPES) {
  const rollupQueries: string[] = [];
  const counting: StoreReader = {
    engine: store.engine,
    all: (sql, params) => {
      if (sql.includes('analytics.rollup_')) rollupQueries.push(sql);
      return store.all(sql, params);
    },
  };
  for (const scope of scopes) {
    const rolled = await computeComponents(counting, scope, DB_API_KEYS);
    const scanned = await computeComponents(scanning(store), scope, DB_API_KEYS);
    expect(JSON.stringify(rolled), JSON.stringify(scope)).toBe(JSON.stringify(scanned));
  }
  expect(rollupQueries.length).toBeGreaterThanOrEqual(4 * scopes.length);
}

async function loadBench(store: AnalyticsStore, subject?: string) {
  for (const batch of generateBenchCorpus(4_500, 5, { subjects: 3, batchSize: 700 })) {
    if (subject && batch.posts[0]?.subject_id !== subject) continue;
    await store.insert('channels', batch.channels as never);
    await store.insert('posts', batch.posts as never);
    // Hashtags in two inserts: each merges into the tag rollup.
    const half = Math.floor(batch.hashtags.length / 2);
    await store.insert('post_hashtags', batch.hashtags.slice(0, half) as never);
    await store.insert('post_hashtags', batch.hashtags.slice(half) as never);
  }
}

describe('DuckDB rollups', () => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
    await loadFixture(store);
    await loadBench(store);
  }, 60_000);
  afterAll(() => store?.close());

  it('give every component of a whole dashboard byte-identical to the scans', async () => {
    await expectSameAsScans(store);
  });

  it('give the same channel and video pages in every ordering', async () => {
    const scope = { dashboardId: 'bench', subjectIds: ['s1', 's3'] };
    for (const sort of CHANNEL_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        for (const page of [1, 3]) {
          const query = { sort, order, page, pageSize: 7 };
          expect(JSON.stringify(await channelData(store, scope, query))).toBe(
            JSON.stringify(await channelData(scanning(store), scope, query)),
          );
        }
      }
    }
    for (const query of [
      { page: 2, pageSize: 9 },
      { page: 2, pageSize: 10, sort: 'likes' as const },
      { page: 1, pageSize: 20, sort: 'engagements' as const },
      { page: 3, pageSize: 7, sort: 'engagements' as const },
      { page: 1, pageSize: 5, sort: 'views' as const, order: 'asc' as const },
    ]) {
      expect(JSON.stringify(await videoData(store, scope, query))).toBe(
        JSON.stringify(await videoData(scanning(store), scope, query)),
      );
    }
  });

  it('follow a deleted and reloaded subject, and a failed insert changes nothing', async () => {
    await store.deleteFacts({ dashboardId: 'bench', subjectId: 's2' });
    const gone = await store.all<{ n: number }>(
      `select count(*) as n from analytics.rollup_days where dashboard_id = 'bench' and subject_id = 's2'`,
    );
    expect(gone).toEqual([{ n: 0 }]);
    await expectSameAsScans(store, SCOPES.slice(0, 4));
    await loadBench(store, 's2');
    const [first] = await store.all<Record<string, never>>(
      `select * from analytics.posts where dashboard_id = 'bench' limit 1`,
    );
    await expect(store.insert('posts', [{ ...first!, post_id: 'new' }, first!])).rejects.toThrow();
    await expectSameAsScans(store);
  }, 60_000);
});

it('rebuilds the rollups of a DuckDB file written before they existed', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'analytics-rollups-'));
  const file = path.join(dir, 'facts.duckdb');
  try {
    const old = await createAnalyticsStore({ engine: 'duckdb', path: file });
    await loadFixture(old);
    for (const table of [
      'rollup_channels',
      'rollup_days',
      'rollup_breakdown',
      'rollup_tags',
      'rollup_top_posts',
    ]) {
      await old.all(`drop table analytics.${table}`);
    }
    await old.close();
    const reopened = await createAnalyticsStore({ engine: 'duckdb', path: file });
    try {
      await expectSameAsScans(reopened, SCOPES.slice(4));
    } finally {
      await reopened.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
