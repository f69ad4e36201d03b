/**
 * The folding of the db_* components into shared scans: one dashboard computation reads each scan once, and the
 * JavaScript roll-ups (trend periods, range buckets) agree with the SQL they replace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../../server/analytics/store/analytics-store.ts';
import { computeComponents, DB_API_KEYS } from '../../../../server/analytics/components/registry.ts';
import { periodStart } from '../../../../server/analytics/components/db-video-trend-analysis.ts';
import { rangeBucket, rangeKey } from '../../../../server/analytics/components/range-key.ts';
import type { StoreReader } from '../../../../server/analytics/components/store-reader.ts';
import { FOLLOWER_BUCKETS, VIEW_BUCKETS } from '../../../../src/lib/report-components/results.ts';
import { loadFixture } from './fixture-corpus.ts';

let store: AnalyticsStore;

beforeAll(async () => {
  store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  await loadFixture(store);
});
afterAll(() => store.close());

describe('shared scans', () => {
  it('compute all 19 components of a dashboard with 8 queries (7 scans and the page medians)', async () => {
    const sql: string[] = [];
    const counting: StoreReader = {
      engine: store.engine,
      all: (text, params) => {
        sql.push(text);
        return store.all(text, params);
      },
    };
    const all = await computeComponents(
      counting,
      { dashboardId: 'd1', subjectIds: ['s1', 's2'] },
      DB_API_KEYS,
    );
    expect(Object.keys(all)).toHaveLength(19);
    expect(sql).toHaveLength(8);
    expect(new Set(sql).size).toBe(8);
  });

  it('roll days up into the periods date_trunc gives (ISO weeks from Monday, months)', async () => {
    const days = await store.all<{ day: string; week: string; month: string }>(
      `select d as day, date_trunc('week', d) as week, date_trunc('month', d) as month
       from (select cast('2023-12-20 00:00:00' as timestamp) + cast(i as integer) * interval 1 day as d
             from range(0, 800) t(i)) x`,
    );
    expect(days).toHaveLength(800);
    for (const { day, week, month } of days) {
      expect(periodStart(day, 'week'), day).toBe(week.slice(0, 10));
      expect(periodStart(day, 'month'), day).toBe(month.slice(0, 10));
      expect(periodStart(day, 'day')).toBe(day.slice(0, 10));
    }
  });

  it('put values into the same ranges as the SQL CASE', async () => {
    for (const buckets of [VIEW_BUCKETS, FOLLOWER_BUCKETS]) {
      const values = [0, 1, ...buckets.flatMap((b) => (b.max === null ? [] : [b.max - 1, b.max, b.max + 1]))];
      const rows = await store.all<{ v: number; k: string }>(
        `select v, ${rangeKey('v', buckets)} as k
         from (values ${values.map((v) => `(cast(${v} as bigint))`).join(', ')}) t(v)`,
      );
      expect(rows).toHaveLength(values.length);
      for (const { v, k } of rows) expect(rangeBucket(v, buckets), String(v)).toBe(k);
    }
  });
});
