/**
 * The llm_ad_* analyses worded by a model: its words when every number in them is one the data gave, the
 * built-in writer's otherwise (an invented number, a failed call). The model is a stand-in answering fixed text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import type { AskModel } from '../../../../server/ai/text-analytics/model-ask.ts';
import { computeAdComponents } from '../../../../server/analytics/ad-components/registry.ts';
import {
  createAnalyticsStore,
  type AnalyticsStore,
} from '../../../../server/analytics/store/analytics-store.ts';
import { BASE_SCOPE, loadAdFixture } from './ad-fixture.ts';

const answering =
  (zh: string, en: string): AskModel =>
  async <T>() =>
    ({ zh, en }) as T;

describe('llm_ad_* wording by a model', () => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await createAnalyticsStore({ engine: 'duckdb', path: ':memory:' });
    await loadAdFixture(store);
  });
  afterAll(async () => {
    await store?.close();
  });

  const hooks = async (ask: AskModel) =>
    (await computeAdComponents(store, BASE_SCOPE, ['llm_ad_potential_hooks_analysis'], {}, { ask }))
      .llm_ad_potential_hooks_analysis;

  it('keeps the model’s words when they state only the data’s numbers (as the sheet writes them)', async () => {
    // Scarcity: spend $2.00, average $107.33, ROI 50.00, overall 2.55 (1125 / 442).
    const result = await hooks(
      answering(
        '钩子「Scarcity」只花了 $2.00，ROI 为 50.00，高于整体的 2.55。',
        'Scarcity spent $2.00 for a ROI of 50.00 *vs* 2.55 overall.',
      ),
    );
    expect(result.writer).toBe('model');
    // Plain text, escaped: the report renders markdown.
    expect(result.text.en).toBe(escapeMarkdown('Scarcity spent $2.00 for a ROI of 50.00 *vs* 2.55 overall.'));
    expect(result.text.en).toContain(String.raw`\*vs\*`);
  });

  it('falls back to the built-in writer on a number the data did not give, or a failed call', async () => {
    const invented = await hooks(
      answering('ROI 为 50.00，下周会翻倍到 100。', 'ROI 50.00, doubling to 100 next week.'),
    );
    expect(invented.writer).toBe('builtin');
    expect(invented.text.en).toContain(
      'Hook “Scarcity”: spent $2.00 (average $107.33), ROI 50.00 (overall 2.55)',
    );
    const failing: AskModel = async () => {
      throw new Error('provider down');
    };
    expect((await hooks(failing)).writer).toBe('builtin');
  });
});
