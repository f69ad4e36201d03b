import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { createBuiltinTextAnalytics } from '../../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { createModelTextAnalytics } from '../../../../server/ai/text-analytics/model-text-analytics.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** A model that answers every call with the JSON `reply(prompt)` builds from the texts it was sent. */
function jsonModel(reply: (items: unknown[]) => unknown) {
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      const user = options.prompt.find((m) => m.role === 'user');
      const part = user && Array.isArray(user.content) ? user.content[0] : undefined;
      const items = JSON.parse(part && part.type === 'text' ? part.text : '[]') as unknown[];
      return {
        content: [{ type: 'text', text: JSON.stringify(reply(items)) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

const failing = () =>
  new MockLanguageModelV4({
    doGenerate: async () => {
      throw new Error('provider down');
    },
  });

describe('model text analytics', () => {
  it('classifies sentiment through structured output, in batches of 40', async () => {
    const model = jsonModel((items) => ({
      items: (items as { index: number }[]).map(({ index }) => ({ index, label: 'negative', score: -0.5 })),
    }));
    const provider = createModelTextAnalytics({
      model,
      fallback: createBuiltinTextAnalytics(),
      log: vi.fn(),
    });
    const texts = Array.from({ length: 45 }, (_, i) => `I love it ${i}`);
    const results = await provider.sentiment(texts);
    expect(provider.kind).toBe('model');
    expect(results).toHaveLength(45);
    // The lexicon would say positive: these labels can only come from the model.
    expect(results.every((r) => r.label === 'negative' && r.score === -0.5)).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: 'json' });
  });

  it('fills texts the model skipped from the built-in analyzer', async () => {
    const model = jsonModel(() => ({ items: [{ index: 0, label: 'neutral', score: 0 }] }));
    const provider = createModelTextAnalytics({
      model,
      fallback: createBuiltinTextAnalytics(),
      log: vi.fn(),
    });
    const results = await provider.sentiment(['I love it', 'terrible 👎']);
    expect(results.map((r) => r.label)).toEqual(['neutral', 'negative']);
  });

  it('assigns themes and keeps only known themes and ids', async () => {
    const model = jsonModel((items) => ({
      items: [
        ...(items as { id: string }[]).map(({ id }) => ({ id, theme: id === 'b' ? 'none' : 'lifestyle' })),
        { id: 'stranger', theme: 'price' },
      ],
    }));
    const provider = createModelTextAnalytics({
      model,
      fallback: createBuiltinTextAnalytics(),
      log: vi.fn(),
    });
    const { assignments } = await provider.themes([
      { id: 'a', text: '价格很便宜' },
      { id: 'b', text: 'x' },
    ]);
    expect(assignments).toEqual({ a: 'lifestyle' });
  });

  it('tags custom categories with the rules’ tags only', async () => {
    const model = jsonModel((items) => ({
      items: (items as { id: string }[]).map(({ id }) => ({ id, tags: ['跑鞋', 'invented', '跑鞋'] })),
    }));
    const provider = createModelTextAnalytics({
      model,
      fallback: createBuiltinTextAnalytics(),
      log: vi.fn(),
    });
    const { tags } = await provider.categorize(
      [{ id: 'p1', text: 'marathon day' }],
      [{ search: 'air max', tag: '跑鞋', line: 1 }],
    );
    expect(tags).toEqual({ p1: ['跑鞋'] });
  });

  it('normalises audience shares over the fixed buckets', async () => {
    const model = jsonModel(() => ({
      items: [
        { bucket: 'female', share: 3 },
        { bucket: 'male', share: 1 },
        { bucket: 'robot', share: 5 },
      ],
    }));
    const provider = createModelTextAnalytics({
      model,
      fallback: createBuiltinTextAnalytics(),
      log: vi.fn(),
    });
    expect(await provider.audience(['so cute'], 'gender')).toEqual([
      { bucket: 'female', share: 0.75 },
      { bucket: 'male', share: 0.25 },
    ]);
  });

  it('falls back to the built-in analyzer when the model throws, and logs it', async () => {
    const log = vi.fn();
    const provider = createModelTextAnalytics({
      model: failing(),
      fallback: createBuiltinTextAnalytics(),
      log,
    });
    const results = await provider.sentiment(['这款手机非常好用', '质量太差了']);
    expect(results.map((r) => r.label)).toEqual(['positive', 'negative']);
    expect((await provider.themes([{ id: 'a', text: 'iPhone 开箱测评' }])).assignments).toEqual({
      a: 'unboxing',
    });
    expect(await provider.audience(['x'], 'age')).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]![0]).toMatch(/sentiment/);
    expect(String(log.mock.calls[0]![1])).toMatch(/provider down/);
  });

  it('falls back when the model answers JSON that does not fit the schema', async () => {
    const log = vi.fn();
    const model = jsonModel(() => ({ items: [{ index: 0, label: 'ecstatic', score: 9 }] }));
    const provider = createModelTextAnalytics({ model, fallback: createBuiltinTextAnalytics(), log });
    expect((await provider.sentiment(['I love it']))[0]!.label).toBe('positive');
    expect(log).toHaveBeenCalledOnce();
  });
});
