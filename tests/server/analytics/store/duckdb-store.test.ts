import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createAnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';
import { post } from './store-fixture.ts';
import { describeStoreContract } from './store-contract.ts';

describeStoreContract('duckdb', () => createAnalyticsStore({ engine: 'duckdb', path: ':memory:' }));

it('keeps facts in a DuckDB file across reopening, creating the schema only once', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'analytics-store-'));
  const file = path.join(dir, 'nested', 'facts.duckdb');
  try {
    const first = await createAnalyticsStore({ engine: 'duckdb', path: file });
    await first.insert('posts', [post(1)]);
    await first.close();
    const second = await createAnalyticsStore({ engine: 'duckdb', path: file });
    expect(await second.all('select post_id from analytics.posts')).toEqual([{ post_id: 'p1' }]);
    await second.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
