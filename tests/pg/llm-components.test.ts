/**
 * The llm_* components (built-in analyzer) on PostgreSQL give exactly what they give on DuckDB, whose values
 * tests/server/analytics/components/llm/llm-components.test.ts checks by hand.
 */
import { expect, it } from 'vitest';
import { createBuiltinTextAnalytics } from '../../server/ai/text-analytics/builtin-text-analytics.ts';
import { LLM_API_KEYS, llmComponents } from '../../server/analytics/components/llm/registry.ts';
import { seedLlmFixture } from '../server/analytics/components/llm/llm-fixture.ts';
import { withEnginePair } from './engine-pair.ts';

const engines = withEnginePair(seedLlmFixture);

const scopes = [
  { dashboardId: 'd1', subjectIds: ['nike', 'adidas'], customRules: 'pegasus, 飞马\nrunning' },
  { dashboardId: 'd1', subjectIds: ['adidas'], since: '2026-01-01T00:00:00Z', until: '2026-03-02T00:00:00Z' },
];

it('every llm_* component gives the same result on both engines', async () => {
  const textAnalytics = createBuiltinTextAnalytics();
  for (const scope of scopes) {
    for (const key of LLM_API_KEYS) {
      const [a, b] = await Promise.all([
        llmComponents[key].compute({ store: engines.pg, textAnalytics }, scope),
        llmComponents[key].compute({ store: engines.duck, textAnalytics }, scope),
      ]);
      expect(a, key).toEqual(b);
    }
  }
});
