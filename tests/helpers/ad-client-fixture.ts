/**
 * The AD components' results the client suites and the gallery render, computed by the real library
 * (`computeAdComponents`) on an in-memory DuckDB: the contract fixture of the server suite (4 ads, hand-checked
 * values) and a month of the sample Meta account (160 ads, tagged by rules as a team would write them).
 * Written to tests/client/fixtures/ad-component-results.json by `node --import tsx
 * tests/helpers/write-ad-client-fixture.ts`; tests/server/analytics/ad-components/ad-client-fixture.test.ts
 * fails when the file no longer is what the library computes.
 */
import { parseTagRulesByDimension } from '../../src/lib/ads/tag-rules.ts';
import type { TagDimension } from '../../src/lib/ads/ad-values.ts';
import type {
  AdComponentKey,
  AdComponentOptions,
  AdResult,
  AdScope,
} from '../../src/lib/report-components/ad-results.ts';
import type { AdDayRow } from '../../server/ads/ad-day-row.ts';
import {
  createSampleSource,
  SAMPLE_ACCOUNT_BINDINGS,
} from '../../server/ads/sources/sample/sample-source.ts';
import {
  SAMPLE_AUDIENCES,
  SAMPLE_HOOKS,
  SAMPLE_PRODUCTS,
} from '../../server/ads/sources/sample/sample-catalog.ts';
import { tagAds } from '../../server/ads/tagging/tag-ads.ts';
import { AD_API_KEYS, computeAdComponents } from '../../server/analytics/ad-components/registry.ts';
import type { AdTagRow } from '../../server/analytics/store/ad-fact-schema.ts';
import { createAnalyticsStore, type AnalyticsStore } from '../../server/analytics/store/analytics-store.ts';
import { BASE_SCOPE, loadAdFixture } from '../server/analytics/ad-components/ad-fixture.ts';

type Results = { [K in AdComponentKey]: AdResult<K> };

export interface AdResultSet {
  scope: AdScope;
  options: AdComponentOptions;
  results: Results;
  /** Spend progress of the same scope without a budget. */
  progressWithoutBudget: AdResult<'db_ad_ads_consumption_progress'>;
}

export interface AdClientFixture {
  contract: AdResultSet;
  sample: AdResultSet;
}

const CONTRACT_OPTIONS: AdComponentOptions = {
  detail: { page: 1, pageSize: 3, sort: 'spend', order: 'desc' },
  pivot: { dimensions: ['campaign', 'country'], metrics: ['amount_spent_usd', 'purchases', 'roi', 'cpc'] },
};

const SAMPLE_OPTIONS: AdComponentOptions = {
  detail: { page: 1, pageSize: 20, sort: 'spend', order: 'desc' },
  pivot: {
    dimensions: ['product', 'country'],
    metrics: [
      'amount_spent_usd',
      'impressions',
      'link_clicks',
      'ctr',
      'purchases',
      'roi',
      'cost_per_purchase',
    ],
  },
};

async function resultSet(
  store: AnalyticsStore,
  scope: AdScope,
  options: AdComponentOptions,
): Promise<AdResultSet> {
  const results = (await computeAdComponents(store, scope, AD_API_KEYS, options)) as Results;
  const { budgetUsd: _budget, ...withoutBudget } = scope;
  const { db_ad_ads_consumption_progress: progressWithoutBudget } = await computeAdComponents(
    store,
    withoutBudget,
    ['db_ad_ads_consumption_progress'],
  );
  return { scope, options, results, progressWithoutBudget };
}

async function contractSet(): Promise<AdResultSet> {
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  try {
    await loadAdFixture(store);
    return await resultSet(
      store,
      { ...BASE_SCOPE, datasetIds: [...BASE_SCOPE.datasetIds] },
      CONTRACT_OPTIONS,
    );
  } finally {
    await store.close();
  }
}

const SAMPLE_DATASET = 'sample-meta';
const SAMPLE_END = '2026-03-03';
const SAMPLE_START = '2026-02-04';

/** Tag rules as a team writes them: each product, audience and hook under its English, kebab and Chinese names. */
function sampleRules() {
  const lines = (entries: [words: string[], tag: string][]) =>
    entries.flatMap(([words, tag]) => words.map((word) => `${word}, ${tag}`)).join('\n');
  const spaced = (token: string) => token.replace(/([a-z])([A-Z])/g, '$1 $2');
  const texts: Record<TagDimension, string> = {
    product: lines(SAMPLE_PRODUCTS.map((p) => [[p.token, p.kebab, p.zh], spaced(p.token)])),
    audience: lines(SAMPLE_AUDIENCES.map((a) => [[a.token, a.zh], a.token.replace(/_/g, ' ')])),
    hook: lines(SAMPLE_HOOKS.map((h) => [[h.token, h.zh], spaced(h.token)])),
  };
  const { rules, problems } = parseTagRulesByDimension(texts);
  if (problems.length > 0) throw new Error(`Sample tag rules: ${JSON.stringify(problems)}`);
  return rules;
}

async function sampleRows(): Promise<AdDayRow[]> {
  const source = createSampleSource({ platform: 'meta', adsPerAccount: 160, endDay: () => SAMPLE_END });
  const binding = SAMPLE_ACCOUNT_BINDINGS.find((b) => b.accountId === SAMPLE_DATASET)!;
  const rows: AdDayRow[] = [];
  for await (const page of source.readDays({
    datasetId: SAMPLE_DATASET,
    binding,
    since: SAMPLE_START,
    until: SAMPLE_END,
  }))
    rows.push(...page);
  return rows;
}

async function sampleTags(rows: readonly AdDayRow[]): Promise<AdTagRow[]> {
  const tags = await tagAds(
    rows.map((r) => ({
      adId: r.adId,
      adName: r.adName,
      adSetName: r.adSetName,
      campaignName: r.campaignName,
      creativeText: r.creativeText ?? '',
    })),
    sampleRules(),
  );
  return [...tags].flatMap(([adId, byDimension]) =>
    Object.entries(byDimension).flatMap(([dimension, tag]) =>
      tag?.tag
        ? [
            {
              datasetId: SAMPLE_DATASET,
              adId,
              dimension: dimension as TagDimension,
              tag: tag.tag,
              source: tag.source,
            },
          ]
        : [],
    ),
  );
}

async function sampleSet(): Promise<AdResultSet> {
  const store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
  try {
    const rows = await sampleRows();
    await store.replaceAdDays(SAMPLE_DATASET, rows);
    await store.replaceAdTags(SAMPLE_DATASET, await sampleTags(rows));
    const base: AdScope = {
      datasetIds: [SAMPLE_DATASET],
      from: SAMPLE_START,
      to: SAMPLE_END,
      window: 'none',
      level: 'ad',
    };
    // A budget a little over what was spent, in round thousands, as a team sets a month's budget.
    const { db_ad_ads_consumption_progress: spent } = await computeAdComponents(store, base, [
      'db_ad_ads_consumption_progress',
    ]);
    const budgetUsd = Math.ceil((spent.spentUsd * 1.18) / 1000) * 1000;
    return await resultSet(store, { ...base, budgetUsd }, SAMPLE_OPTIONS);
  } finally {
    await store.close();
  }
}

export async function computeAdClientFixture(): Promise<AdClientFixture> {
  return { contract: await contractSet(), sample: await sampleSet() };
}

export const AD_CLIENT_FIXTURE_PATH = 'tests/client/fixtures/ad-component-results.json';
