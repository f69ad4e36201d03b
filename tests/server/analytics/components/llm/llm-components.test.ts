import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsStore } from '../../../../../server/analytics/store/analytics-store.ts';
import { createBuiltinTextAnalytics } from '../../../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { createModelTextAnalytics } from '../../../../../server/ai/text-analytics/model-text-analytics.ts';
import { LLM_API_KEYS, llmComponents } from '../../../../../server/analytics/components/llm/registry.ts';
import type { LlmDeps, LlmScope } from '../../../../../server/analytics/components/llm/llm-scope.ts';
import { eventFacts } from '../../../../../server/analytics/components/llm/llm-marketing-event-summary.ts';
import { llmFixtureStore, subjects } from './llm-fixture.ts';

let store: AnalyticsStore;
let deps: LlmDeps;
const scope: LlmScope = { dashboardId: 'd1', subjectIds: subjects };

beforeAll(async () => {
  store = await llmFixtureStore();
  deps = { store, textAnalytics: createBuiltinTextAnalytics() };
});
afterAll(() => store?.close());

const split = (positive: number, neutral: number, negative: number) => ({
  total: positive + neutral + negative,
  positive,
  neutral,
  negative,
});

describe('llm_* components with the built-in analyzer', () => {
  it('registers every llm_* MK key, and every result fits its schema', async () => {
    expect(LLM_API_KEYS).toHaveLength(11);
    for (const key of LLM_API_KEYS) {
      const entry = llmComponents[key];
      const result = await entry.compute(deps, { ...scope, customRules: 'pegasus, 飞马' });
      expect(() => entry.resultSchema.parse(result), key).not.toThrow();
    }
  });

  it('llm_video_theme_distribution counts posts per theme from titles and hashtags', async () => {
    const result = await llmComponents.llm_video_theme_distribution.compute(deps, scope);
    expect(result.total).toBe(6);
    expect(result.items.map((i) => [i.theme, i.count])).toEqual([
      ['unboxing', 2],
      ['comparison', 1],
      ['lifestyle', 1],
      ['price', 1],
      ['promotion', 1],
    ]);
    expect(result.items[0]!.label).toEqual({ zh: '开箱与测评', en: 'Unboxing & review' });
    expect(result.items[0]!.share).toBeCloseTo(2 / 6);
  });

  it('limits to the scope: subjects and time window', async () => {
    const nike = await llmComponents.llm_video_theme_distribution.compute(deps, {
      ...scope,
      subjectIds: ['nike'],
    });
    expect(nike.items.map((i) => i.theme)).toEqual(['lifestyle', 'price', 'unboxing']);
    const january = await llmComponents.llm_video_theme_distribution.compute(deps, {
      ...scope,
      since: '2026-01-01T00:00:00Z',
      until: '2026-02-01T00:00:00Z',
    });
    expect(january.total).toBe(3);
  });

  it('llm_video_theme_distribution_trend counts themes per month', async () => {
    const result = await llmComponents.llm_video_theme_distribution_trend.compute(deps, scope);
    expect(result.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(result.months[0]!.counts).toMatchObject({
      comparison: 1,
      price: 1,
      unboxing: 1,
      lifestyle: 0,
    });
    expect(result.months[1]!.counts).toMatchObject({ lifestyle: 1, promotion: 1, price: 0 });
    expect(result.months[2]!.counts).toMatchObject({ unboxing: 1, comparison: 0 });
    expect(result.themes.map((t) => t.theme)).toEqual([
      'unboxing',
      'comparison',
      'lifestyle',
      'price',
      'promotion',
    ]);
  });

  it('llm_video_emotional_tendency reads post titles', async () => {
    const result = await llmComponents.llm_video_emotional_tendency.compute(deps, scope);
    expect(result.overall).toEqual(split(2, 4, 0));
    expect(result.subjects).toEqual([
      { subjectId: 'nike', ...split(1, 2, 0) },
      { subjectId: 'adidas', ...split(1, 2, 0) },
    ]);
  });

  it('llm_comment_emotional_tendency reads comments per subject', async () => {
    const result = await llmComponents.llm_comment_emotional_tendency.compute(deps, scope);
    expect(result.overall).toEqual(split(3, 1, 3));
    expect(result.subjects).toEqual([
      { subjectId: 'nike', ...split(1, 1, 1) },
      { subjectId: 'adidas', ...split(2, 0, 2) },
    ]);
  });

  it('reads only comments on posts inside the time window', async () => {
    const march = await llmComponents.llm_comment_emotional_tendency.compute(deps, {
      ...scope,
      since: '2026-03-01T00:00:00Z',
    });
    expect(march.overall).toEqual(split(1, 0, 0));
    const nike = await llmComponents.llm_comment_emotional_tendency.compute(deps, {
      ...scope,
      subjectIds: ['nike'],
    });
    expect(nike.subjects).toEqual([{ subjectId: 'nike', ...split(1, 1, 1) }]);
  });

  it('hot words of posts and of comments', async () => {
    const videos = await llmComponents.llm_video_evaluation_hot_words.compute(deps, scope);
    expect(videos.documents).toBe(6);
    expect(videos.words[0]).toEqual({ word: 'pegasus', count: 3 });
    const comments = await llmComponents.llm_comment_evaluation_hot_words.compute(deps, scope);
    expect(comments.documents).toBe(7);
    expect(comments.words.slice(0, 2)).toEqual([
      { word: 'love', count: 2 },
      { word: 'shoes', count: 2 },
    ]);
    expect(comments.words).toContainEqual({ word: '质量', count: 1 });
  });

  it('llm_video_custom_category applies the user rules', async () => {
    const result = await llmComponents.llm_video_custom_category.compute(deps, {
      ...scope,
      customRules: 'pegasus, 飞马\nultraboost, 爆米花\nrunning',
    });
    expect(result).toEqual({
      status: 'ok',
      total: 6,
      uncategorized: 2,
      items: [
        { tag: '飞马', count: 3, share: 0.5 },
        { tag: '爆米花', count: 1, share: 1 / 6 },
        { tag: 'running', count: 1, share: 1 / 6 },
      ],
    });
  });

  it('llm_video_custom_category asks for rules, and reports bad ones by line', async () => {
    const none = await llmComponents.llm_video_custom_category.compute(deps, scope);
    expect(none.status).toBe('needs_rules');
    const bad = await llmComponents.llm_video_custom_category.compute(deps, {
      ...scope,
      customRules: 'ok\na,b,c',
    });
    expect(bad).toMatchObject({ status: 'invalid_rules', errors: [{ line: 2 }] });
  });

  it('llm_channel_category reads channel titles, categories and post titles', async () => {
    const result = await llmComponents.llm_channel_category.compute(deps, scope);
    expect(result.total).toBe(4);
    expect(result.items.map((i) => [i.category, i.count])).toEqual([
      ['comparison', 1],
      ['lifestyle', 1],
      ['unboxing', 1],
      ['other', 1],
    ]);
  });

  it('llm_marketing_event_summary states the true top post and numbers of the data', async () => {
    const facts = await eventFacts(deps, scope);
    expect(facts).toMatchObject({
      totalPosts: 6,
      totalViews: 3050,
      totalEngagements: 305,
      peakWeek: { week: '2026-01-05', posts: 3, views: 2600 },
      sentiment: { positive: 3, neutral: 1, negative: 3 },
    });
    expect(facts.topPosts[0]).toMatchObject({
      title: 'Ultraboost vs Pegasus comparison',
      channelTitle: 'ShoeTalk',
    });
    const result = await llmComponents.llm_marketing_event_summary.compute(deps, {
      ...scope,
      subjectNames: { nike: 'Nike', adidas: 'Adidas' },
    });
    expect(result.summary.en).toContain(
      '6 related posts were published, with 3,050 views and 305 engagements',
    );
    expect(result.summary.en).toContain(
      '"Ultraboost vs Pegasus comparison" by ShoeTalk on 2026-01-07, with 1,200 views',
    );
    expect(result.summary.en).toContain('week of 2026-01-05: 3 posts and 2,600 views');
    expect(result.summary.en).toContain('Nike 50.0%, Adidas 50.0%');
    expect(result.summary.en).toContain('Of 7 comments, 42.9% were positive');
    expect(result.summary.zh).toContain('《Ultraboost vs Pegasus comparison》');
  });

  it('audience age and gender say a model is needed instead of numbers', async () => {
    for (const key of ['llm_audience_age_distribution', 'llm_audience_gender_distribution'] as const) {
      const result = await llmComponents[key].compute(deps, scope);
      expect(result.status).toBe('needs_model');
      if (result.status === 'needs_model') {
        expect(result.reason.en).toMatch(/configure an AI model/);
        expect(result.reason.zh).toMatch(/AI 模型/);
      }
    }
  });

  it('audience shares come from the model, marked as estimated, when one is configured', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: {
        content: [
          {
            type: 'text',
            text: JSON.stringify({
              items: [
                { bucket: 'female', share: 0.6 },
                { bucket: 'male', share: 0.4 },
              ],
            }),
          },
        ],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      },
    });
    const textAnalytics = createModelTextAnalytics({
      model,
      fallback: createBuiltinTextAnalytics(),
      log: vi.fn(),
    });
    const result = await llmComponents.llm_audience_gender_distribution.compute(
      { store, textAnalytics },
      scope,
    );
    expect(result).toEqual({
      status: 'ok',
      estimated: true,
      items: [
        { bucket: 'female', share: 0.6 },
        { bucket: 'male', share: 0.4 },
      ],
    });
  });
});
