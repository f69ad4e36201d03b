import { describe, expect, it } from 'vitest';
import { BuiltinAnalyzer } from '../../../../server/ads/tagging/builtin-analyzer.ts';
import { segmentCandidates } from '../../../../server/ads/tagging/name-segments.ts';
import { readAd, type TaggableAd } from '../../../../server/ads/tagging/taggable-ad.ts';
import { TAG_DIMENSIONS } from '../../../../src/lib/ads/ad-values.ts';
import { ad } from './ads-fixture.ts';

/** The analyzer's proposals for every ad of a dataset, as `dimension: tag` per ad. */
function propose(ads: TaggableAd[]) {
  const analyzer = new BuiltinAnalyzer();
  ads.forEach((a) => analyzer.count(a));
  const reads = ads.map((a) => readAd(a));
  return reads.map((r) => analyzer.propose(r, new Set(TAG_DIMENSIONS)));
}
const tags = (proposals: ReturnType<typeof propose>) =>
  proposals.map((p) => Object.fromEntries([...p].map(([d, t]) => [d, t.tag])));

describe('name segments that could name a product', () => {
  it('splits on _, -, |, spaces and camel case, leaving out countries, versions and known words', () => {
    const keys = (adName: string, campaignName = '') =>
      segmentCandidates({ ad_name: adName, ad_set_name: '', campaign_name: campaignName }).map(
        (c) => c.display,
      );
    expect(keys('US_TrailShoe_Women25-34_UGC')).toEqual(['TrailShoe']);
    expect(keys('TrailShoeWomenUGC | v2 - Static')).toEqual(['TrailShoe']);
    expect(keys('Q3 Sales | Glow Serum 30ml', 'CBO_Conversions_GlowSerum')).toEqual([
      'Glow',
      'Serum',
      'GlowSerum',
    ]);
    expect(keys('宝妈专享_婴儿推车_开箱')).toEqual(['专享', '婴儿推车']);
  });
});

describe('the built-in analyzer', () => {
  it('proposes the recurring name segment as the product, in the most ads, a brand-like one last', () => {
    const proposals = propose([
      ad('1', { adName: 'Acme_TrailShoe_Women_UGC', campaignName: 'Acme_Q3' }),
      ad('2', { adName: 'Acme_TrailShoe_Men_Unboxing', campaignName: 'Acme_Q3' }),
      ad('3', { adName: 'Acme_TrailShoe_Students', campaignName: 'Acme_Q3' }),
      ad('4', { adName: 'Acme_RoadShoe_Moms', campaignName: 'Acme_Q3' }),
      ad('5', { adName: 'Acme_RoadShoe_Gamers', campaignName: 'Acme_Q3' }),
      ad('6', { adName: 'Acme_OneOff_Gamers', campaignName: 'Acme_Q3' }),
    ]);
    expect(tags(proposals).map((t) => t.product)).toEqual([
      'TrailShoe',
      'TrailShoe',
      'TrailShoe',
      'RoadShoe',
      'RoadShoe',
      'Acme',
    ]);
    expect(proposals[0]!.get('product')).toEqual({
      tag: 'TrailShoe',
      source: 'builtin',
      reason: { kind: 'name_segment', field: 'ad_name', segment: 'TrailShoe', ads: 3 },
    });
  });

  it('proposes no product from a segment only one ad has', () => {
    expect(
      propose([ad('1', { adName: 'TrailShoe_UGC' }), ad('2', { adName: 'RoadShoe_UGC' })])[0]!.has('product'),
    ).toBe(false);
  });

  it('proposes audiences and hooks from its English vocabulary, saying where it read them', () => {
    const [first] = propose([
      ad('1', {
        adName: 'US_TrailShoe_Moms_Testimonial',
        adSetName: 'Women 25-34',
        creativeText: 'Free shipping this week',
      }),
    ]);
    expect(first!.get('audience')).toEqual({
      tag: 'Moms',
      source: 'builtin',
      reason: { kind: 'vocabulary', field: 'ad_name', word: 'moms' },
    });
    expect(first!.get('hook')).toEqual({
      tag: 'Testimonial',
      source: 'builtin',
      reason: { kind: 'vocabulary', field: 'ad_name', word: 'testimonial' },
    });
  });

  it('proposes them from Chinese words, in Chinese', () => {
    expect(
      tags(
        propose([
          ad('1', { adName: '婴儿推车_开箱', adSetName: '宝妈_25-34岁' }),
          ad('2', { adName: '婴儿推车_达人测评', adSetName: '大学生', creativeText: '限时折扣，包邮' }),
          ad('3', { adName: '护肤精华', creativeText: '使用前后对比' }),
        ]),
      ),
    ).toEqual([
      { product: '婴儿推车', audience: '宝妈', hook: '开箱' },
      // 达人 and 测评 are as long; 测评 comes first in the vocabulary.
      { product: '婴儿推车', audience: '学生', hook: '测评' },
      { hook: '前后对比' },
    ]);
  });

  it('proposes an age range as the audience when no audience word is there', () => {
    const proposals = propose([
      ad('1', { adSetName: 'US_25-34_broadish' }),
      ad('2', { adSetName: 'CN_18～24岁' }),
      ad('3', { adSetName: 'Lookalike 1% | 55+' }),
      ad('4', { adSetName: 'Refresh 2025-11-25' }),
    ]);
    expect(tags(proposals).map((t) => t.audience)).toEqual(['25-34', '18-24', 'Lookalike', undefined]);
    expect(propose([ad('1', { adSetName: 'Age 55+' })])[0]!.get('audience')?.tag).toBe('55+');
  });

  it('proposes only what is asked', () => {
    const analyzer = new BuiltinAnalyzer();
    const read = readAd(ad('1', { adName: 'Moms_UGC' }));
    analyzer.count(read.ad);
    expect([...analyzer.propose(read, new Set(['hook'])).keys()]).toEqual(['hook']);
  });
});
