import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { createBuiltinTextAnalytics } from '../../../../server/ai/text-analytics/builtin-text-analytics.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { writeEventSummary } from '../../../../server/ai/text-analytics/event-summary.ts';
import { createModelTextAnalytics } from '../../../../server/ai/text-analytics/model-text-analytics.ts';
import type { EventFacts } from '../../../../server/ai/text-analytics/text-analytics-provider.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** A model answering `reply(instructions, prompt)` as JSON, where prompt is the JSON the provider sent. */
function replying(reply: (instructions: string, prompt: unknown) => unknown) {
  return new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      const system = options.prompt.find((m) => m.role === 'system');
      const user = options.prompt.find((m) => m.role === 'user');
      const part = user && Array.isArray(user.content) ? user.content[0] : undefined;
      const prompt = JSON.parse(part && part.type === 'text' ? part.text : 'null') as unknown;
      return {
        content: [
          { type: 'text', text: JSON.stringify(reply(system ? String(system.content) : '', prompt)) },
        ],
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

const builtin = createBuiltinTextAnalytics();
const withModel = (model: MockLanguageModelV4, log = vi.fn()) =>
  createModelTextAnalytics({ model, fallback: builtin, log });

const comments = [
  'Battery life is amazing, battery life all day',
  'Great battery life but too expensive',
  'Too expensive for what it is',
  '电池续航很好，就是太贵了',
  '太贵了',
  'the screen is great',
];

describe('hot words with a model', () => {
  it('uses the words the model picks, counted over every text by the data, dropping words no text has', async () => {
    const model = replying(() => ({ words: ['battery life', 'TOO EXPENSIVE', '太贵', 'camera', 'great'] }));
    const words = await withModel(model).hotWords(comments, { top: 3 });
    // Phrases the built-in counter cannot see; counts are texts containing them (case-insensitive), ties by name.
    expect(words).toEqual([
      { word: 'battery life', count: 2 },
      { word: 'great', count: 2 },
      { word: 'too expensive', count: 2 },
    ]);
    expect(await builtin.hotWords(comments, { top: 3 })).not.toEqual(words);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: 'json' });
  });

  it('falls back to the built-in counter on a model error or when no picked word occurs', async () => {
    const expected = await builtin.hotWords(comments, { top: 5 });
    const log = vi.fn();
    expect(await withModel(failing(), log).hotWords(comments, { top: 5 })).toEqual(expected);
    expect(log.mock.calls[0]![0]).toMatch(/hot words/);
    expect(
      await withModel(replying(() => ({ words: ['invented', 'words'] }))).hotWords(comments, { top: 5 }),
    ).toEqual(expected);
    expect(await withModel(replying(() => ({ nope: true }))).hotWords(comments, { top: 5 })).toEqual(
      expected,
    );
  });
});

const facts: EventFacts = {
  period: { since: '2026-01-01T00:00:00.000Z', until: '2026-01-31T00:00:00.000Z' },
  totalPosts: 12,
  totalViews: 1_234_567,
  totalEngagements: 8_900,
  topPosts: [
    {
      title: 'Pegasus 41 *review*',
      channelTitle: 'RunLab',
      views: 900_000,
      engagements: 5_000,
      postedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  peakWeek: { week: '2026-01-05', posts: 6, views: 1_000_000 },
  shareOfVoice: [
    { subject: 'Nike', posts: 9, views: 1_100_000, share: 0.75 },
    { subject: 'Adidas', posts: 3, views: 134_567, share: 0.25 },
  ],
  sentiment: { positive: 3, neutral: 1, negative: 0 },
};

type Sheet = {
  posts: string;
  views: string;
  top_posts: { title: string }[];
  comment_sentiment: { positive: string };
};

describe('marketing event summary with a model', () => {
  it('uses the model’s words when every number in them is one of the facts, escaped as markdown', async () => {
    const model = replying((instructions, prompt) => {
      const sheet = prompt as Sheet;
      const zh = instructions.includes('Chinese');
      return {
        summary: zh
          ? `本次活动共有 ${sheet.posts} 条帖子，播放 ${sheet.views} 次；《${sheet.top_posts[0]!.title}》最受欢迎，正面评论占 ${sheet.comment_sentiment.positive}。`
          : `A busy month: ${sheet.posts} posts drew ${sheet.views} views, led by "${sheet.top_posts[0]!.title}", and ${sheet.comment_sentiment.positive} of comments were positive.`,
      };
    });
    const provider = withModel(model);
    const en = await provider.eventSummary(facts, 'en');
    expect(en).toBe(
      escapeMarkdown(
        'A busy month: 12 posts drew 1,234,567 views, led by "Pegasus 41 *review*", and 75.0% of comments were positive.',
      ),
    );
    expect(en).toContain('\\*review\\*');
    expect(await provider.eventSummary(facts, 'zh')).toBe(
      escapeMarkdown(
        '本次活动共有 12 条帖子，播放 1,234,567 次；《Pegasus 41 *review*》最受欢迎，正面评论占 75.0%。',
      ),
    );
  });

  it('falls back to the template when the model invents a number, fails, or answers nothing usable', async () => {
    const invented = replying(() => ({ summary: 'Twelve posts reached about 7 million people this month.' }));
    const log = vi.fn();
    expect(await withModel(invented, log).eventSummary(facts, 'en')).toBe(writeEventSummary(facts, 'en'));
    expect(String(log.mock.calls[0]![1])).toMatch(/not in the facts: 7/);
    expect(await withModel(failing()).eventSummary(facts, 'zh')).toBe(writeEventSummary(facts, 'zh'));
    expect(await withModel(replying(() => ({ summary: '' }))).eventSummary(facts, 'en')).toBe(
      writeEventSummary(facts, 'en'),
    );
  });

  it('does not ask the model about an event without posts', async () => {
    const model = failing();
    const empty = { ...facts, totalPosts: 0, topPosts: [], peakWeek: null, shareOfVoice: [], period: null };
    expect(await withModel(model).eventSummary(empty, 'en')).toBe(writeEventSummary(empty, 'en'));
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
