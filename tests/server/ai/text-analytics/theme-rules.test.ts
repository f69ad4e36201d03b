import { describe, expect, it } from 'vitest';
import { bestTheme, themeHits } from '../../../../server/ai/text-analytics/theme-rules.ts';

describe('theme rules', () => {
  it.each([
    ['iPhone 16 开箱测评', 'unboxing'],
    ['这双鞋性价比太高了，价格只要 399', 'price'],
    ['Nike vs Adidas: which is better? Full comparison', 'comparison'],
    ['GIVEAWAY! Win a free pair, use code RUN10', 'promotion'],
    ['How to set up your watch: a beginner guide', 'tutorial'],
    ['My morning running routine | day in my life', 'lifestyle'],
    ['续航和拍照实测，性能怎么样', 'performance'],
    ['新配色外观设计绝了', 'design'],
    ['做工和材质怎么样？质量问题汇总', 'quality'],
  ])('%s → %s', (text, theme) => {
    expect(bestTheme(text)).toBe(theme);
  });

  it('returns null when no term occurs', () => {
    expect(bestTheme('hello there')).toBeNull();
  });

  it('matches English terms as whole words only', () => {
    expect(themeHits('decode the encoded barcode').get('promotion')).toBeUndefined();
    expect(themeHits('promo code inside').get('promotion')).toBe(2);
  });

  it('breaks ties in dictionary order', () => {
    // One price term and one design term: price comes first in the dictionary.
    expect(bestTheme('cheap and sleek')).toBe('price');
  });
});
