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

it('ingests many statements of JSON in one transaction, all or nothing, mending lone surrogates', async () => {
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  try {
    // ~3 MB of JSON: several INSERT statements; the duplicate key is in the last one.
    const long = 'x'.repeat(1_000);
    const many = Array.from({ length: 3_000 }, (_, i) => post(i, { dashboard_id: 'big', description: long }));
    await expect(store.insert('posts', [...many, post(0, { dashboard_id: 'big' })])).rejects.toThrow();
    expect(await store.all('select count(*) as n from analytics.posts')).toEqual([{ n: 0 }]);
    await expect(store.insert('posts', many)).resolves.toBe(3_000);
    const titles = ['lone \ud800 high', 'lone \udfff low', 'escaped \\ud800 text', 'pair 🏃 kept'];
    await store.insert(
      'posts',
      titles.map((title, i) => post(10_000 + i, { title })),
    );
    const rows = await store.all<{ title: string }>(
      'select title from analytics.posts where dashboard_id = $1 order by post_id',
      ['d1'],
    );
    expect(rows.map((r) => r.title)).toEqual([
      'lone \ufffd high',
      'lone \ufffd low',
      'escaped \\ud800 text',
      'pair 🏃 kept',
    ]);
  } finally {
    await store.close();
  }
});
