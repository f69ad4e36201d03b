import { describe, expect, it } from 'vitest';
import { adResultSchemas, type AdComponentKey } from '@/lib/report-components/ad-results';
import { AD_COMPONENTS } from '@/lib/report-components/catalog';
import { isAdComponentKey, isRenderableApiKey } from '@/components/report-view';
import { AD_API_KEYS } from '@/components/report-view/ad/ad-view-kinds';
import { parseAdResult } from '@/components/report-view/ad/ad-parse';
import fixture from '../../fixtures/ad-component-results.json';

const sets = { contract: fixture.contract, sample: fixture.sample };

describe('the AD results fixture (computed by the server library)', () => {
  it.each(Object.entries(sets))('%s: every one of the 23 keys parses with its schema', (_name, set) => {
    const keys = Object.keys(set.results).sort();
    expect(keys).toEqual(AD_COMPONENTS.map((c) => c.api_key).sort());
    for (const key of keys as AdComponentKey[]) {
      const result = (set.results as Record<string, unknown>)[key];
      expect(adResultSchemas[key].safeParse(result).success, key).toBe(true);
      expect(parseAdResult(key, result)?.key, key).toBe(key);
    }
    expect(adResultSchemas.db_ad_ads_consumption_progress.safeParse(set.progressWithoutBudget).success).toBe(
      true,
    );
  });

  it('has a renderer for exactly the catalog AD keys, offered by the add dialog', () => {
    expect([...AD_API_KEYS].sort()).toEqual(Object.keys(adResultSchemas).sort());
    for (const key of AD_API_KEYS) {
      expect(isAdComponentKey(key), key).toBe(true);
      expect(isRenderableApiKey(key), key).toBe(true);
    }
    expect(isAdComponentKey('db_overview')).toBe(false);
    expect(isAdComponentKey('llm_video_theme_distribution')).toBe(false);
  });

  it('reads a result of another shape as unreadable, not as a crash', () => {
    expect(parseAdResult('db_ad_performance_overview', { metrics: 'nope' })).toBeNull();
    expect(parseAdResult('db_ad_data_detail', null)).toBeNull();
    expect(
      parseAdResult('db_ad_country_data', fixture.contract.results.db_ad_performance_overview),
    ).toBeNull();
  });
});
