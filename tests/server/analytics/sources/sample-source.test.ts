import { describe, expect, it } from 'vitest';
import type {
  CollectionScope,
  SubjectCriteria,
} from '../../../../server/analytics/sources/collection-source.ts';
import { generateBenchCorpus } from '../../../../server/analytics/sources/sample/bench-corpus.ts';
import { keywordMatches, parseKeywords } from '../../../../server/analytics/sources/sample/keyword-terms.ts';
import {
  createSampleSource,
  generateSampleCorpus,
} from '../../../../server/analytics/sources/sample/sample-source.ts';
import { subjectCriteria } from './subject-criteria.ts';

const criteria = (over: Partial<SubjectCriteria> = {}) =>
  subjectCriteria({ keywords: 'nike+(running|跑鞋)', topics: ['running', '#跑步'], ...over });
const scope = (over: Partial<SubjectCriteria> = {}, subjectId = 's1'): CollectionScope => ({
  dashboardId: 'd1',
  subjectId,
  platform: 'youtube',
  criteria: criteria(over),
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('sample source', () => {
  it('gives the same corpus for the same subject and a different one for another subject', async () => {
    const a = await generateSampleCorpus(scope());
    const b = await generateSampleCorpus(scope());
    const other = await generateSampleCorpus(scope({}, 's2'));
    expect(b).toEqual(a);
    expect(other.posts.map((p) => p.title)).not.toEqual(a.posts.map((p) => p.title));
  });

  it('builds a realistic corpus: channels, heavy-tailed views, summed engagements, a year of posts', async () => {
    const { channels, posts, hashtags, comments, snapshots } = await generateSampleCorpus(scope());
    expect(channels.length).toBeGreaterThanOrEqual(30);
    expect(channels.length).toBeLessThanOrEqual(120);
    const followers = channels.map((c) => c.followers);
    expect(followers.some((f) => f < 200_000)).toBe(true);
    expect(followers.some((f) => f >= 500_000)).toBe(true);
    expect(posts.length).toBeGreaterThan(channels.length);
    const views = posts.map((p) => p.views);
    expect(median(views)).toBeGreaterThan(500);
    expect(median(views)).toBeLessThan(200_000);
    expect(Math.max(...views)).toBeGreaterThan(20 * median(views));
    for (const p of posts) {
      expect(p.engagements).toBe(p.likes + p.comments + p.shares + p.saves + p.reposts);
      expect(p.likes).toBeLessThanOrEqual(p.views);
      expect(p.posted_at >= '2025-11-01T00:00:00.000Z' && p.posted_at < '2026-11-01T00:00:00.000Z').toBe(
        true,
      );
      expect(channels.some((c) => c.channel_id === p.channel_id)).toBe(true);
    }
    const months = new Set(posts.map((p) => p.posted_at.slice(0, 7)));
    expect(months.size).toBe(12);
    const languages = new Set(posts.map((p) => p.language));
    expect(languages).toEqual(new Set(['zh', 'en']));
    expect(new Set(posts.map((p) => p.post_id)).size).toBe(posts.length);
    expect(hashtags.every((h) => h.tag === h.tag.toLowerCase() && !h.tag.startsWith('#'))).toBe(true);
    expect(hashtags.some((h) => h.tag === '跑步')).toBe(true);
    expect(comments.length).toBeGreaterThan(50);
    expect(new Set(comments.map((c) => c.comment_id)).size).toBe(comments.length);
    expect(snapshots.length).toBe(channels.length * 53);
  });

  it('posts more on weekends than on midweek days', async () => {
    const { posts } = await generateSampleCorpus(scope({}, 'rhythm'));
    const byDay = Array.from(
      { length: 7 },
      (_, d) => posts.filter((p) => new Date(p.posted_at).getUTCDay() === d).length,
    );
    expect((byDay[0]! + byDay[6]!) / 2).toBeGreaterThan((byDay[2]! + byDay[3]!) / 2);
  });

  it('writes titles that match the keywords for most posts, with some noise', async () => {
    const query = parseKeywords('nike+(running|跑鞋)');
    const { posts } = await generateSampleCorpus(scope());
    const share = posts.filter((p) => keywordMatches(query, p.title)).length / posts.length;
    expect(share).toBeGreaterThan(0.65);
    expect(share).toBeLessThan(0.95);
  });

  it('puts the keywords where the search scope looks', async () => {
    const query = parseKeywords('nike+(running|跑鞋)');
    const { posts, hashtags } = await generateSampleCorpus(
      scope({ searchScope: ['description', 'hashtag'] }),
    );
    expect(posts.filter((p) => keywordMatches(query, p.title)).length).toBe(0);
    expect(posts.filter((p) => keywordMatches(query, p.description)).length / posts.length).toBeGreaterThan(
      0.65,
    );
    expect(hashtags.some((h) => h.tag === 'nike')).toBe(true);
  });

  it('respects region, language, follower range and the paid / app-promotion flags', async () => {
    const { channels, posts } = await generateSampleCorpus(
      scope({
        regions: ['TW'],
        languages: ['zh'],
        followerMin: 200_000,
        followerMax: 500_000,
        paidOnly: true,
        appPromotionOnly: true,
      }),
    );
    for (const c of channels) {
      expect(c).toMatchObject({ region: 'TW', language: 'zh' });
      expect(c.followers).toBeGreaterThanOrEqual(200_000);
      expect(c.followers).toBeLessThanOrEqual(500_000);
    }
    expect(
      posts.every((p) => p.region === 'TW' && p.language === 'zh' && p.is_paid && p.is_app_promotion),
    ).toBe(true);
    expect(posts.every((p) => /[\u4e00-\u9fff]/.test(p.title))).toBe(true);
  });

  it('keeps to the date range', async () => {
    const { posts, comments } = await generateSampleCorpus(
      scope({ since: '2026-03-01', until: '2026-03-31' }),
    );
    for (const at of [...posts, ...comments].map((x) => x.posted_at)) {
      expect(at >= '2026-03-01T00:00:00.000Z' && at < '2026-04-01T00:00:00.000Z').toBe(true);
    }
  });

  it('collects the named accounts only, and never an excluded one', async () => {
    const { channels, posts } = await generateSampleCorpus(
      scope({
        accounts: [
          'https://www.youtube.com/@nike',
          'https://www.youtube.com/@adidas',
          'https://www.youtube.com/@puma',
        ],
        excludedAccounts: ['https://www.youtube.com/@puma/'],
      }),
    );
    expect(channels.map((c) => c.url)).toEqual([
      'https://sample.invalid/youtube/@nike',
      'https://sample.invalid/youtube/@adidas',
    ]);
    expect(new Set(posts.map((p) => p.channel_id))).toEqual(new Set(channels.map((c) => c.channel_id)));

    const found = await generateSampleCorpus(scope());
    const victim = found.channels[3]!;
    const without = await generateSampleCorpus(scope({ excludedAccounts: [victim.url!] }));
    expect(without.channels.some((c) => c.url === victim.url)).toBe(false);
  });

  it('reports progress and stops when aborted', async () => {
    const source = createSampleSource();
    const progress: [number, number][] = [];
    const batch = await source.collect(scope(), (done, total) => progress.push([done, total]));
    expect(progress.at(-1)).toEqual([batch.posts.length, batch.posts.length]);
    expect(progress.length).toBeGreaterThan(2);
    const controller = new AbortController();
    const run = source.collect(
      scope(),
      (done) => done > 0 && controller.abort(new Error('stop')),
      controller.signal,
    );
    await expect(run).rejects.toThrow('stop');
  });
});

describe('bench corpus', () => {
  it('streams n posts in batches over the subjects, channels first', () => {
    const batches = [...generateBenchCorpus(2_500, 7, { subjects: 2, batchSize: 1_000 })];
    const posts = batches.flatMap((b) => b.posts);
    expect(posts.length).toBe(2_500);
    expect(batches.every((b) => b.posts.length <= 1_000)).toBe(true);
    expect(new Set(posts.map((p) => p.subject_id))).toEqual(new Set(['s1', 's2']));
    const channelIds = new Set(
      batches.flatMap((b) => b.channels.map((c) => `${c.subject_id}/${c.channel_id}`)),
    );
    expect(posts.every((p) => channelIds.has(`${p.subject_id}/${p.channel_id}`))).toBe(true);
    expect([...generateBenchCorpus(500, 7)].flatMap((b) => b.posts)).toEqual(
      [...generateBenchCorpus(500, 7)].flatMap((b) => b.posts),
    );
  });
});
