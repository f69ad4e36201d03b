import { describe, expect, it } from 'vitest';
import { compileRules, ruleTags } from '../../../../server/ads/tagging/apply-rules.ts';
import { readAd } from '../../../../server/ads/tagging/taggable-ad.ts';
import { normalizeWord } from '../../../../server/ads/tagging/normalized-text.ts';
import { parseTagRules, searchKey } from '../../../../src/lib/ads/tag-rules.ts';
import { ad } from './ads-fixture.ts';

/** The tag one dimension's rules give an ad, and which word in which field did it. */
function tagOf(rules: string, names: Parameters<typeof ad>[1]) {
  const parsed = parseTagRules(rules);
  expect(parsed.problems).toEqual([]);
  const tag = ruleTags(readAd(ad('a1', names)), compileRules({ audience: parsed.rules })).get('audience');
  return tag ? [tag.tag, tag.matched.field, tag.matched.word] : null;
}

describe('applying tag rules to an ad', () => {
  it('finds a Latin search word on word boundaries only: "men" is not in "women"', () => {
    expect(tagOf('men, Men', { adName: 'US_TrailShoe_Women25-34_UGC' })).toBeNull();
    expect(tagOf('men, Men', { adName: 'US_TrailShoe_Men25-34_UGC' })).toEqual(['Men', 'ad_name', 'men']);
    expect(tagOf('men, Men', { adName: 'Shoes for men.' })).toEqual(['Men', 'ad_name', 'men']);
    expect(tagOf('men, Men', { adName: 'Menswear drop' })).toBeNull();
    expect(tagOf('women, Women', { adName: 'US_TrailShoe_Women25-34_UGC' })).toEqual([
      'Women',
      'ad_name',
      'women',
    ]);
  });

  it('reads camel case, digits and abbreviations as word boundaries', () => {
    expect(tagOf('shoe, Shoes', { adName: 'TrailShoeV2' })).toEqual(['Shoes', 'ad_name', 'shoe']);
    expect(tagOf('ugc, UGC', { adName: 'UGCVideo_03' })).toEqual(['UGC', 'ad_name', 'ugc']);
    expect(tagOf('25-34', { adSetName: 'Women25-34' })).toEqual(['25-34', 'ad_set_name', '25-34']);
    expect(tagOf('25-34', { adSetName: 'Women125-34' })).toBeNull();
  });

  it('matches case- and width-insensitively, and any separator as any other', () => {
    expect(
      tagOf('free shipping, Free shipping', { creativeText: 'ＦＲＥＥ\u3000ＳＨＩＰＰＩＮＧ on all orders' }),
    ).toEqual(['Free shipping', 'creative_text', 'free shipping']);
    expect(tagOf('Free Shipping, Free shipping', { adName: 'free_shipping|v1' })?.[0]).toBe('Free shipping');
    expect(tagOf('before/after, Before/after', { adName: 'Before-After_Serum' })?.[0]).toBe('Before/after');
    expect(tagOf('ＵＧＣ, UGC', { adName: 'ugc_test' })?.[0]).toBe('UGC');
  });

  it('reads a search word as the editor compares them, so a repeated one is caught while typing', () => {
    for (const word of [
      'Free Shipping',
      ' free-shipping ',
      'ＵＧＣ｜Ｖｉｄｅｏ',
      'Before/After',
      '宝妈　人群',
      '25–34',
      '#UGC',
    ])
      expect(normalizeWord(word)).toBe(searchKey(word));
  });

  it('finds a CJK search word anywhere in the text', () => {
    expect(tagOf('宝妈，宝妈', { adSetName: '25-34岁宝妈人群_兴趣' })).toEqual([
      '宝妈',
      'ad_set_name',
      '宝妈',
    ]);
    expect(tagOf('女性', { creativeText: '专为25岁以上女性设计' })).toEqual([
      '女性',
      'creative_text',
      '女性',
    ]);
    expect(tagOf('学生，学生', { adName: 'CN_大学生_开学季' })?.[0]).toBe('学生');
  });

  it('applies a one-word rule (the omitted search word is the tag word)', () => {
    expect(tagOf('Gamers', { adSetName: 'LAL_gamers_1%' })).toEqual(['Gamers', 'ad_set_name', 'Gamers']);
  });

  describe('when several rules match', () => {
    const rules = ['women, Women', 'moms, Moms', 'running moms, Running moms', 'mom, Mom'].join('\n');

    it('the earliest field wins: ad name, then ad set name, campaign name, creative text', () => {
      expect(
        tagOf(rules, { adName: 'Spring_Moms', adSetName: 'Women 25-34', creativeText: 'For women' }),
      ).toEqual(['Moms', 'ad_name', 'moms']);
      expect(tagOf(rules, { adSetName: 'Women 25-34', campaignName: 'Moms' })).toEqual([
        'Women',
        'ad_set_name',
        'women',
      ]);
    });

    it('then the longest search word', () => {
      expect(tagOf(rules, { adName: 'Women_Running-Moms' })).toEqual([
        'Running moms',
        'ad_name',
        'running moms',
      ]);
    });

    it("then the rule's order", () => {
      expect(tagOf(rules, { adName: 'Moms_Women' })).toEqual(['Women', 'ad_name', 'women']);
      expect(tagOf('妈妈，Moms\n宝妈，宝妈', { adName: '宝妈_妈妈' })).toEqual(['Moms', 'ad_name', '妈妈']);
    });
  });

  it('tags each dimension by its own rules, in one reading of the ad', () => {
    const product = parseTagRules('trailshoe, Trail shoe').rules;
    const audience = parseTagRules('women, Women').rules;
    const hook = parseTagRules('ugc, UGC\n开箱').rules;
    const tags = ruleTags(
      readAd(ad('a1', { adName: 'US_TrailShoe_Women25-34_UGC', creativeText: '开箱' })),
      compileRules({ product, audience, hook }),
    );
    expect(Object.fromEntries([...tags].map(([d, t]) => [d, t.tag]))).toEqual({
      product: 'Trail shoe',
      audience: 'Women',
      hook: 'UGC',
    });
  });
});
