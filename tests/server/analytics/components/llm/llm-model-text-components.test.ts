import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsStore } from '../../../../../server/analytics/store/analytics-store.ts';
import { createBuiltinTextAnalytics } from '../../../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { createModelTextAnalytics } from '../../../../../server/ai/text-analytics/model-text-analytics.ts';
import { llmComponents } from '../../../../../server/analytics/components/llm/registry.ts';
import type { LlmScope } from '../../../../../server/analytics/components/llm/llm-scope.ts';
import { llmFixtureStore, subjects } from './llm-fixture.ts';

let store: AnalyticsStore;
const scope: LlmScope = {
  dashboardId: 'd1',
  subjectIds: subjects,
  subjectNames: { nike: 'Nike', adidas: 'Adidas' },
};
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

beforeAll(async () => {
  store = await llmFixtureStore();
});
afterAll(() => store?.close());

/** A configured model: hot words "comparison" and "pegasus"; a summary quoting the facts' post count. */
const model = () =>
  new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      const system = String(options.prompt.find((m) => m.role === 'system')?.content ?? '');
      const user = options.prompt.find((m) => m.role === 'user');
      const part = user && Array.isArray(user.content) ? user.content[0] : undefined;
      const sheet = JSON.parse(part && part.type === 'text' ? part.text : '{}') as { posts?: string };
      const answer = system.includes('summary')
        ? { summary: `In this event ${sheet.posts} posts were published by the two brands.` }
        : { words: ['comparison', 'Pegasus', 'love'] };
      return {
        content: [{ type: 'text', text: JSON.stringify(answer) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });

describe('the three text components with an AI provider configured', () => {
  it('video and comment hot words are the model’s words with the data’s counts, in the same result shape', async () => {
    const deps = {
      store,
      textAnalytics: createModelTextAnalytics({
        model: model(),
        fallback: createBuiltinTextAnalytics(),
        log: vi.fn(),
      }),
    };
    const videos = await llmComponents.llm_video_evaluation_hot_words.compute(deps, scope);
    expect(videos).toEqual({
      status: 'ok',
      documents: 6,
      words: [
        { word: 'pegasus', count: 3 },
        { word: 'comparison', count: 1 },
      ],
    });
    expect(llmComponents.llm_video_evaluation_hot_words.resultSchema.parse(videos)).toEqual(videos);
    const comments = await llmComponents.llm_comment_evaluation_hot_words.compute(deps, scope);
    expect(comments).toEqual({ status: 'ok', documents: 7, words: [{ word: 'love', count: 2 }] });
  });

  it('the marketing event summary is the model’s, in both languages', async () => {
    const deps = {
      store,
      textAnalytics: createModelTextAnalytics({
        model: model(),
        fallback: createBuiltinTextAnalytics(),
        log: vi.fn(),
      }),
    };
    const result = await llmComponents.llm_marketing_event_summary.compute(deps, scope);
    expect(result).toEqual({
      status: 'ok',
      summary: {
        en: 'In this event 6 posts were published by the two brands\\.',
        zh: 'In this event 6 posts were published by the two brands\\.',
      },
    });
  });

  it('falls back to the built-in analyzer, with the same results as without a model, when the model fails', async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error('provider down');
      },
    });
    const withModel = {
      store,
      textAnalytics: createModelTextAnalytics({
        model: failing,
        fallback: createBuiltinTextAnalytics(),
        log: vi.fn(),
      }),
    };
    const without = { store, textAnalytics: createBuiltinTextAnalytics() };
    for (const key of [
      'llm_video_evaluation_hot_words',
      'llm_comment_evaluation_hot_words',
      'llm_marketing_event_summary',
    ] as const)
      expect(await llmComponents[key].compute(withModel, scope), key).toEqual(
        await llmComponents[key].compute(without, scope),
      );
  });
});
