import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAnalyticsStore } from '../../../../server/analytics/store/analytics-store.ts';
import { openedOnFirstUse } from '../../../../server/analytics/store/opened-on-first-use.ts';
import { describeStoreContract } from './store-contract.ts';
import { post } from './store-fixture.ts';

describe('opened on first use', () => {
  describeStoreContract('duckdb', async () =>
    openedOnFirstUse('duckdb', ':memory:', () =>
      createAnalyticsStore({ engine: 'duckdb', path: ':memory:' }),
    ),
  );
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'analytics-first-use-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('opens nothing until the first use, then once for every call made while it opens, passed on in their order', async () => {
  const file = path.join(dir, 'once', 'facts.duckdb');
  const open = vi.fn(() => createAnalyticsStore({ engine: 'duckdb', path: file }));
  const store = openedOnFirstUse('duckdb', file, open);
  expect(open).not.toHaveBeenCalled();
  expect(existsSync(file)).toBe(false);

  const inserted = store.insert('posts', [post(1)]);
  const deleted = store.deleteFacts({ dashboardId: post(1).dashboard_id as string });
  expect(await inserted).toBe(1);
  await deleted;
  expect(await store.all('select post_id from analytics.posts')).toEqual([]);
  expect(open).toHaveBeenCalledTimes(1);
  expect(existsSync(file)).toBe(true);
  await store.close();
  await expect(store.all('select 1')).rejects.toThrow('The analytics store is closed');
  expect(open).toHaveBeenCalledTimes(1);
});

it('reports a failure to open with the store it names, and tries again on the next use', async () => {
  // Not a DuckDB file: it cannot open until the file is gone.
  const file = path.join(dir, 'not-duckdb.duckdb');
  await writeFile(file, 'x'.repeat(8192));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const store = openedOnFirstUse('duckdb', file, () =>
    createAnalyticsStore({ engine: 'duckdb', path: file }),
  );
  try {
    const first = store.all('select 1 as one');
    const second = store.all('select 2 as two');
    await expect(first).rejects.toThrow(`Could not open the analytics store (${file})`);
    await expect(second).rejects.toThrow(`Could not open the analytics store (${file})`);
    expect(logged).toHaveBeenCalledTimes(1);

    await rm(file);
    expect(await store.all('select 1 as one')).toEqual([{ one: 1 }]);
  } finally {
    logged.mockRestore();
    await store.close();
  }
});

it('closes without opening when it was never used', async () => {
  const open = vi.fn(() => createAnalyticsStore({ engine: 'duckdb', path: ':memory:' }));
  const store = openedOnFirstUse('duckdb', ':memory:', open);
  await store.close();
  expect(open).not.toHaveBeenCalled();
  await expect(store.deleteFacts({ dashboardId: 'd1' })).rejects.toThrow('The analytics store is closed');
});
