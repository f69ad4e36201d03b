import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsStore, type AnalyticsStore } from '../../server/analytics/store/analytics-store.ts';
import { describeStoreContract } from '../server/analytics/store/store-contract.ts';
import { channels, portableQueries, post } from '../server/analytics/store/store-fixture.ts';
import { createScratchDatabase } from './scratch-database.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let url = '';

beforeAll(async () => {
  scratch = await createScratchDatabase();
  url = scratch.url;
});
afterAll(async () => {
  await scratch?.drop();
});

describeStoreContract('postgres', () => createAnalyticsStore({ engine: 'postgres', url }));

describe('the same facts on PostgreSQL and DuckDB', () => {
  let pg: AnalyticsStore;
  let duck: AnalyticsStore;

  beforeAll(async () => {
    pg = await createAnalyticsStore({ engine: 'postgres', url });
    await pg.deleteFacts({ dashboardId: 'd1' });
    duck = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
    const posts = Array.from({ length: 20 }, (_, i) => post(i + 1));
    for (const store of [pg, duck]) {
      await store.insert('channels', channels);
      await store.insert('posts', posts);
    }
  });
  afterAll(async () => {
    await pg?.close();
    await duck?.close();
  });

  it('creating the store again keeps schema and facts', async () => {
    const again = await createAnalyticsStore({ engine: 'postgres', url });
    expect(
      await again.all('select count(*) as n from analytics.posts where dashboard_id = $1', ['d1']),
    ).toEqual([{ n: 20 }]);
    await again.close();
  });

  for (const query of portableQueries) {
    it(`answers "${query.name}" identically`, async () => {
      const [a, b] = await Promise.all([pg.all(query.sql, query.params), duck.all(query.sql, query.params)]);
      expect(a.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    });
  }
});
