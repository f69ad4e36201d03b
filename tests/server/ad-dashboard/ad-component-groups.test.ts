import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_API_KEYS, computeAdComponents } from '../../../server/analytics/ad-components/registry.ts';
import type { StoreReader } from '../../../server/analytics/components/store-reader.ts';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../server/analytics/store/analytics-store.ts';
import { computePlacedAdComponents } from '../../../server/domains/ad-dashboard/ad-component-results.ts';
import { DEFAULT_AD_PIVOT, type AdScope } from '../../../src/lib/report-components/ad-results.ts';
import { BASE_SCOPE, loadAdFixture } from '../analytics/ad-components/ad-fixture.ts';

let store: AnalyticsStore;
beforeAll(async () => {
  store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  await loadAdFixture(store);
});
afterAll(() => store.close());

/** The store, counting the queries read through it. */
function counting(): StoreReader & { queries: number } {
  const reader = {
    engine: store.engine,
    queries: 0,
    all: ((sql, params) => {
      reader.queries++;
      return store.all(sql, params);
    }) as StoreReader['all'],
  };
  return reader;
}

const SCOPE: AdScope = { ...BASE_SCOPE, datasetIds: [...BASE_SCOPE.datasetIds] };
const every = AD_API_KEYS.map((apiKey, i) => ({ id: `c${i}`, apiKey, settings: {} }));

describe("computing an AD dashboard's components", () => {
  it('reads the facts once for the whole dashboard when no model words the analyses', async () => {
    const single = counting();
    const together = await computeAdComponents(single, SCOPE, AD_API_KEYS, {
      pivot: DEFAULT_AD_PIVOT,
      detail: {},
    });
    const placed = counting();
    const outcomes = await computePlacedAdComponents(placed, SCOPE, every);
    expect(placed.queries).toBe(single.queries);
    for (const c of every)
      expect(outcomes.get(c.id), c.apiKey).toEqual({
        ok: true,
        result: together[c.apiKey as keyof typeof together],
      });
  });

  it('computes a second pivot and a second detail with their own settings', async () => {
    const byCountry = { pivot: { dimensions: ['country'], metrics: ['amount_spent_usd'] } };
    const bySpendPage = { detail: { pageSize: 1, sort: 'spend', order: 'asc' } };
    const outcomes = await computePlacedAdComponents(store, SCOPE, [
      { id: 'pivot-1', apiKey: 'db_ad_custom_multi_dimensional_data', settings: {} },
      { id: 'pivot-2', apiKey: 'db_ad_custom_multi_dimensional_data', settings: byCountry },
      { id: 'detail-1', apiKey: 'db_ad_data_detail', settings: {} },
      { id: 'detail-2', apiKey: 'db_ad_data_detail', settings: bySpendPage },
    ]);
    const own = await computeAdComponents(
      store,
      SCOPE,
      ['db_ad_custom_multi_dimensional_data', 'db_ad_data_detail'],
      { pivot: byCountry.pivot as typeof DEFAULT_AD_PIVOT, detail: bySpendPage.detail as never },
    );
    const shared = await computeAdComponents(
      store,
      SCOPE,
      ['db_ad_custom_multi_dimensional_data', 'db_ad_data_detail'],
      { pivot: DEFAULT_AD_PIVOT, detail: {} },
    );
    expect(outcomes.get('pivot-1')).toEqual({ ok: true, result: shared.db_ad_custom_multi_dimensional_data });
    expect(outcomes.get('pivot-2')).toEqual({ ok: true, result: own.db_ad_custom_multi_dimensional_data });
    expect(outcomes.get('detail-1')).toEqual({ ok: true, result: shared.db_ad_data_detail });
    expect(outcomes.get('detail-2')).toEqual({ ok: true, result: own.db_ad_data_detail });
    expect(own.db_ad_custom_multi_dimensional_data).not.toEqual(shared.db_ad_custom_multi_dimensional_data);
  });
});
