import { describe, expect, it } from 'vitest';
import { writeEventSummary } from '../../../../server/ai/text-analytics/event-summary.ts';
import type { EventFacts } from '../../../../server/ai/text-analytics/text-analytics-provider.ts';

const facts: EventFacts = {
  period: { since: '2026-01-01T00:00:00.000Z', until: '2026-03-31T00:00:00.000Z' },
  totalPosts: 120,
  totalViews: 4_560_000,
  totalEngagements: 98_700,
  topPosts: [
    {
      title: 'Pegasus 41 review',
      channelTitle: 'RunLab',
      views: 1_200_000,
      engagements: 30_000,
      postedAt: '2026-02-10T08:00:00.000Z',
    },
    {
      title: 'Ultraboost vs Pegasus',
      channelTitle: 'ShoeTalk',
      views: 800_000,
      engagements: 12_000,
      postedAt: '2026-02-11T08:00:00.000Z',
    },
  ],
  peakWeek: { week: '2026-02-09', posts: 31, views: 2_100_000 },
  shareOfVoice: [
    { subject: 'Nike', posts: 90, views: 3_000_000, share: 0.75 },
    { subject: 'Adidas', posts: 30, views: 1_560_000, share: 0.25 },
  ],
  sentiment: { positive: 60, neutral: 30, negative: 10 },
};

describe('writeEventSummary', () => {
  it('writes the English summary from the facts', () => {
    const text = writeEventSummary(facts, 'en');
    expect(text).toContain(
      'From 2026-01-01 to 2026-03-31, 120 related posts were published, with 4,560,000 views',
    );
    expect(text).toContain('"Pegasus 41 review" by RunLab on 2026-02-10, with 1,200,000 views');
    expect(text).toContain('"Ultraboost vs Pegasus" (800,000 views)');
    expect(text).toContain('week of 2026-02-09: 31 posts');
    expect(text).toContain('Nike 75.0%, Adidas 25.0%');
    expect(text).toContain('Of 100 comments, 60.0% were positive, 30.0% neutral and 10.0% negative.');
  });

  it('writes the Chinese summary from the same facts', () => {
    const text = writeEventSummary(facts, 'zh');
    expect(text).toContain('共发布 120 条相关帖子，累计播放 4,560,000 次');
    expect(text).toContain('RunLab 于 2026-02-10 发布的《Pegasus 41 review》');
    expect(text).toContain('Nike 75.0%，Adidas 25.0%');
    expect(text).toContain('正面 60.0%');
  });

  it('says there is nothing to summarise when there are no posts', () => {
    const none = { ...facts, totalPosts: 0, topPosts: [], peakWeek: null, shareOfVoice: [], period: null };
    expect(writeEventSummary(none, 'en')).toMatch(/^No posts/);
    expect(writeEventSummary(none, 'zh')).toMatch(/没有帖子/);
  });

  it('leaves out share of voice for a single subject and sentiment without comments', () => {
    const text = writeEventSummary(
      {
        ...facts,
        shareOfVoice: [facts.shareOfVoice[0]!],
        sentiment: { positive: 0, neutral: 0, negative: 0 },
      },
      'en',
    );
    expect(text).not.toContain('Share of voice');
    expect(text).not.toContain('comments');
  });
});
