import { describe, expect, it } from 'vitest';
import type {
  CollectionScope,
  SubjectCriteria,
} from '../../../../server/analytics/sources/collection-source.ts';
import { applyCriteria } from '../../../../server/analytics/sources/criteria-filter.ts';
import { sampleCatalogHasHandle } from '../../../../server/analytics/sources/sample-catalog.ts';
import { generateSampleCorpus } from '../../../../server/analytics/sources/sample/sample-source.ts';
import { subjectCriteria } from './subject-criteria.ts';

const scope = (over: Partial<SubjectCriteria> = {}, platform = 'youtube'): CollectionScope => ({
  dashboardId: 'd1',
  subjectId: 's1',
  platform,
  criteria: subjectCriteria(over),
});
const han = /[\u4e00-\u9fff]/;

describe('sample corpus consistency', () => {
  it('gives a US/en subject English channel names and titles only', async () => {
    const { channels, posts } = await generateSampleCorpus(scope({ regions: ['US'], languages: ['en'] }));
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.filter((c) => han.test(c.title))).toEqual([]);
    expect(posts.filter((p) => han.test(p.title) || han.test(p.description))).toEqual([]);
  });

  it('gives a Chinese-speaking region Chinese channel names and titles', async () => {
    const { channels, posts } = await generateSampleCorpus(scope({ regions: ['CN'], languages: ['zh'] }));
    expect(channels.every((c) => han.test(c.title))).toBe(true);
    expect(posts.every((p) => han.test(p.title))).toBe(true);
  });

  it('names every channel after its handle, with the handle in its link', async () => {
    const { channels } = await generateSampleCorpus(scope({ regions: ['US', 'TW'] }));
    const handleOf = (url: string) => decodeURIComponent(url.split('/@')[1]!);
    expect(channels.some((c) => han.test(c.title)) && channels.some((c) => !han.test(c.title))).toBe(true);
    for (const c of channels) {
      const handle = handleOf(c.url!).replace(/\d+$/, '');
      if (han.test(c.title)) expect(handle).toMatch(/^[a-z]+$/);
      else expect(handle).toBe(c.title.replace(/\s+/g, '').toLowerCase());
      // The account check knows every handle the search can produce, Chinese names' too.
      expect(sampleCatalogHasHandle(handleOf(c.url!))).toBe(true);
    }
  });

  it('puts every channel and post link on the reserved sample domain, on every platform', async () => {
    for (const platform of ['youtube', 'tiktok', 'instagram']) {
      const { channels, posts } = await generateSampleCorpus(
        scope({ accounts: [`https://www.${platform}.com/@brand`] }, platform),
      );
      const found = await generateSampleCorpus(scope({}, platform));
      const links = [...channels, ...found.channels]
        .map((c) => c.url)
        .concat([...posts, ...found.posts].map((p) => p.video_url));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link!).hostname).toBe('sample.invalid');
    }
  });

  it('covers every region and every language a subject lists', async () => {
    const { channels, posts } = await generateSampleCorpus(
      scope({ regions: ['US', 'GB', 'TW', 'JP'], languages: ['en', 'zh', 'ja'] }),
    );
    expect(new Set(channels.map((c) => c.region))).toEqual(new Set(['US', 'GB', 'TW', 'JP']));
    expect(new Set(channels.map((c) => c.language))).toEqual(new Set(['en', 'zh', 'ja']));
    expect(new Set(posts.map((p) => p.region))).toEqual(new Set(['US', 'GB', 'TW', 'JP']));
    // Every pair of a listed region and language has channels.
    const pairs = new Set(channels.map((c) => `${c.region}/${c.language}`));
    expect(pairs.size).toBe(12);
  });

  it('writes posts in every listed content language', async () => {
    const { posts } = await generateSampleCorpus(scope({ regions: ['US'], contentLanguages: ['en', 'zh'] }));
    expect(new Set(posts.map((p) => p.language))).toEqual(new Set(['en', 'zh']));
    expect(posts.filter((p) => p.language === 'zh').every((p) => han.test(p.title))).toBe(true);
  });

  it('keeps to the industry of the subject', async () => {
    const gaming = await generateSampleCorpus(scope({ industry: 'gaming' }));
    expect(new Set(gaming.channels.map((c) => c.category))).toEqual(new Set(['Gaming']));
    const others = await generateSampleCorpus(scope({ industry: 'others' }));
    const named = ['Gaming', 'Technology', 'Automotive', 'Apps'];
    expect(others.channels.some((c) => named.includes(c.category!))).toBe(false);
  });
});

describe('criteria filter over several regions, languages and an industry', () => {
  it('keeps posts of any listed region and language and drops the others', async () => {
    const batch = await generateSampleCorpus(scope());
    const kept = applyCriteria(batch, subjectCriteria({ regions: ['US', 'CN'], languages: ['en', 'zh'] }));
    expect(new Set(kept.posts.map((p) => p.region))).toEqual(new Set(['US', 'CN']));
    expect(new Set(kept.channels.map((c) => c.language))).toEqual(new Set(['en', 'zh']));
    const dropped = batch.posts.filter((p) => !['US', 'CN'].includes(p.region!));
    expect(dropped.length).toBeGreaterThan(0);
  });

  it('filters posts by content language apart from the accounts’ language', async () => {
    const batch = await generateSampleCorpus(scope({ contentLanguages: ['en', 'zh'] }));
    const zh = applyCriteria(batch, subjectCriteria({ contentLanguages: ['zh'] }));
    expect(zh.posts.length).toBeGreaterThan(0);
    expect(zh.posts.every((p) => p.language === 'zh')).toBe(true);
  });

  it('keeps the channels of the industry, and channels whose category is unknown', async () => {
    const batch = await generateSampleCorpus(scope());
    const unknown = { ...batch.channels[0]!, category: null };
    const kept = applyCriteria(
      { ...batch, channels: [unknown, ...batch.channels.slice(1)] },
      subjectCriteria({ industry: 'consumer_electronics' }),
    );
    expect(kept.channels.length).toBeGreaterThan(1);
    expect(kept.channels.every((c) => c.category === null || c.category === 'Technology')).toBe(true);
    expect(batch.channels.some((c) => c.category !== 'Technology')).toBe(true);
  });
});
