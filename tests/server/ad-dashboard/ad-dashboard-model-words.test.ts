import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeMarkdown } from '../../../src/lib/markdown/escape-markdown.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, teamWorld } from '../teams/org-kit.ts';
import { fixtureDataset, runJobs } from './ad-dashboard-kit.ts';

/* The configured model words an AD dashboard's analyses through the analysis job; quick picks keep to the built-in writer. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let calls = 0;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};
/** A model that words every analysis without a number of its own. */
const wording = () =>
  new MockLanguageModelV4({
    modelId: 'wording-model',
    doGenerate: async () => {
      calls += 1;
      return {
        content: [
          { type: 'text', text: JSON.stringify({ zh: '这是模型写的分析。', en: 'The model wrote this.' }) },
        ],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'test', chatModel: wording } });
  w = await teamWorld(t, 'ad-words');
}, 120_000);
afterAll(() => t.close());

/** The model's words as stored: escaped, since the report renders markdown. */
const WORDED = { zh: '这是模型写的分析。', en: escapeMarkdown('The model wrote this.') };

describe('AD analyses worded by the configured model', () => {
  it('stores the model’s words for each llm_ad_* component, and a quick pick computes the built-in ones', async () => {
    const dataset = await fixtureDataset(t, { teamId: w.teamId, name: 'Spring export' });
    const made = ok(
      await t.call(
        'adDashboard.add',
        {
          name: 'Worded',
          dataset_ids: [dataset],
          range: { kind: 'custom', from: '2026-02-16', to: '2026-03-03' },
          components: [
            'db_ad_performance_overview',
            'llm_ad_potential_hooks_analysis',
            'llm_ad_potential_ads_analysis',
          ],
        },
        w.editor.token,
      ),
    );
    await runJobs(t);
    const detail = ok(await t.call('dashboard.detail', { dashboard_id: made.dashboard_id }, w.viewer.token));
    const analyses = detail.components.filter((c) => c.api_key.startsWith('llm_ad_'));
    expect(analyses.map((c) => c.result)).toEqual([
      expect.objectContaining({ writer: 'model', model: 'wording-model', text: WORDED }),
      expect.objectContaining({ writer: 'model', model: 'wording-model', text: WORDED }),
    ]);
    const asked = calls;
    expect(asked).toBe(2);
    const week = ok(
      await t.call(
        'adDashboard.compute',
        { dashboard_id: made.dashboard_id, range: { kind: 'days', days: 7 } },
        w.viewer.token,
      ),
    );
    expect(
      week.components
        .filter((c) => c.api_key.startsWith('llm_ad_'))
        .map((c) => (c.result as { writer: string }).writer),
    ).toEqual(['builtin', 'builtin']);
    // Its own range: the stored words stand, and no model call is made for a view.
    const own = ok(await t.call('adDashboard.compute', { dashboard_id: made.dashboard_id }, w.viewer.token));
    expect((own.components[1]!.result as { writer: string }).writer).toBe('model');
    expect(calls).toBe(asked);
  });
});
