import { beforeAll, describe, expect, it } from 'vitest';
import { KOX_PLATFORMS, KOX_TOPICS } from '../../../src/lib/kox-values.ts';
import {
  createSampleCreatorSource,
  followerCountInWords,
  SAMPLE_CREATOR_COUNT,
  sampleFigures,
  sampleProfile,
  type CreatorFigures,
} from '../../../server/kox/sample/sample-creators.ts';

const asOf = new Date('2026-11-24T00:00:00Z');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const share = (all: CreatorFigures[], keep: (f: CreatorFigures) => boolean) =>
  all.filter(keep).length / all.length;

let all: CreatorFigures[];
beforeAll(() => {
  all = Array.from({ length: SAMPLE_CREATOR_COUNT }, (_, i) => sampleFigures(i, asOf));
}, 60_000);

describe('the sample corpus', () => {
  it('has 100,000 creators and is the same every time it is made', () => {
    const a = createSampleCreatorSource(asOf);
    const b = createSampleCreatorSource(new Date(asOf));
    expect(a.size).toBe(100_000);
    for (const position of [0, 1, 4242, 99_999]) {
      expect(a.creator(position)).toEqual(b.creator(position));
      expect(a.recentPosts(position)).toEqual(b.recentPosts(position));
    }
    expect(a.creator(4242)).not.toEqual(a.creator(4243));
  });

  it("reads a creator's platform and handle alone as the whole creator has them, and finds it by them", () => {
    const s = createSampleCreatorSource(asOf);
    for (let position = 0; position < SAMPLE_CREATOR_COUNT; position += 37) {
      const { platform, handle } = s.creator(position);
      expect(sampleProfile(position)).toEqual({ platform, handle });
      expect(s.positionOfProfile(platform, handle.toLowerCase())).toBe(position);
    }
    const { platform, handle } = s.creator(4242);
    const elsewhere = KOX_PLATFORMS.find((p) => p !== platform)!;
    expect(s.positionOfProfile(elsewhere, handle.toLowerCase())).toBeNull();
    expect(s.positionOfProfile(platform, `${handle.toLowerCase()}0`)).toBeNull();
    expect(s.positionOfProfile(platform, 'zzzzz')).toBeNull();
  });

  it('maps ids to positions and back, and knows no other id', () => {
    const s = createSampleCreatorSource(asOf);
    expect(s.positionOf(s.creator(99_999).id)).toBe(99_999);
    expect(s.positionOf('sample-100000')).toBeNull();
    expect(s.positionOf('sample-12')).toBeNull();
    expect(s.positionOf('youtube-000001')).toBeNull();
  });

  it('has power-law followers: the median far below the mean, few stars, buckets of §9 all filled', () => {
    const followers = all.map((f) => f.followers);
    expect(mean(followers)).toBeGreaterThan(5 * median(followers));
    expect(median(followers)).toBeGreaterThan(5_000);
    expect(median(followers)).toBeLessThan(20_000);
    const over = (n: number) => share(all, (f) => f.followers >= n);
    expect(over(200_000)).toBeGreaterThan(0.02);
    expect(over(200_000)).toBeLessThan(0.06);
    expect(over(1_000_000)).toBeGreaterThan(0.004);
    expect(over(1_000_000)).toBeLessThan(0.015);
  });

  it('has engagement that falls as followers grow', () => {
    const rate = (f: CreatorFigures) => f.avgEngagement / f.followers;
    const small = all.filter((f) => f.followers < 20_000).map(rate);
    const big = all.filter((f) => f.followers >= 1_000_000).map(rate);
    expect(median(small)).toBeGreaterThan(1.5 * median(big));
  });

  it('has about 60 % with e-mail, a third in zh, every platform and topic', () => {
    expect(share(all, (f) => f.hasEmail)).toBeCloseTo(0.6, 1);
    expect(share(all, (f) => f.language === 'zh')).toBeCloseTo(0.35, 1);
    for (const p of KOX_PLATFORMS) expect(share(all, (f) => f.platform === p)).toBeGreaterThan(0.2);
    for (const t of KOX_TOPICS) expect(share(all, (f) => f.topics[0] === t)).toBeGreaterThan(0.06);
  });

  it('gives each topic a plausible audience, with splits that sum to 100', () => {
    const female = (topic: string) =>
      median(all.filter((f) => f.topics[0] === topic).map((f) => f.audience.femalePct));
    expect(female('beauty')).toBeGreaterThan(75);
    expect(female('gaming')).toBeLessThan(30);
    const young = (f: CreatorFigures) => f.audience.ages['13-17'] + f.audience.ages['18-24'];
    const tiktok = all.filter((f) => f.platform === 'tiktok').map(young);
    const youtube = all.filter((f) => f.platform === 'youtube').map(young);
    expect(median(tiktok)).toBeGreaterThan(median(youtube));
    for (const f of all.slice(0, 2000)) {
      expect(Object.values(f.audience.ages).reduce((a, b) => a + b, 0)).toBe(100);
      expect(f.audience.countries.reduce((a, c) => a + c.pct, 0)).toBe(100);
      expect(f.audience.countries[0]!.country).toBe(f.country);
    }
  });

  it('writes bios, titles and hashtags in the creator language', () => {
    const s = createSampleCreatorSource(asOf);
    const cjk = /[\u4e00-\u9fff]/;
    const sampled = Array.from({ length: 300 }, (_, i) => s.creator(i * 97));
    const zh = sampled.filter((c) => c.language === 'zh');
    const en = sampled.filter((c) => c.language === 'en');
    expect(zh.length).toBeGreaterThan(50);
    for (const c of zh) {
      expect(c.description).toMatch(cjk);
      expect(c.hashtags.some((h) => cjk.test(h))).toBe(true);
    }
    for (const c of en) {
      expect(c.description).not.toMatch(cjk);
      expect(s.recentPosts(s.positionOf(c.id)!).every((p) => !cjk.test(p.title))).toBe(true);
    }
  });

  it('gives every creator recent posts before their last active time, newest first', () => {
    const s = createSampleCreatorSource(asOf);
    const c = s.creator(77);
    const posts = s.recentPosts(77);
    expect(posts.length).toBe(6);
    expect(posts[0]!.publishedAt).toEqual(c.lastActiveAt);
    for (let k = 1; k < posts.length; k++)
      expect(posts[k]!.publishedAt.getTime()).toBeLessThan(posts[k - 1]!.publishedAt.getTime());
    expect(c.lastActiveAt.getTime()).toBeLessThanOrEqual(asOf.getTime());
  });
});

describe('a bio names the follower count as a creator would write it', () => {
  it.each([
    [800, 'en', '800'],
    [12_400, 'en', '12k'],
    [1_520_000, 'en', '1.5M'],
    [150_000_000, 'en', '150M'],
    [8000, 'zh', '8000'],
    [32_000, 'zh', '3.2万'],
    [150_000_000, 'zh', '1.5亿'],
  ] as const)('%i followers in %s: %s', (followers, language, words) => {
    expect(followerCountInWords(followers, language)).toBe(words);
  });
});
