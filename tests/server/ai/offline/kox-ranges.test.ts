import { describe, expect, it } from 'vitest';
import { koxRangesOf } from '../../../../server/ai/offline/nlu/slots/kox-ranges.ts';

describe('ranges said of creators', () => {
  it('reads both ends, their measure and where they are said', () => {
    const text = '粉丝在10万到50万之间的美妆博主';
    const [range] = koxRangesOf(text);
    expect(range).toMatchObject({ measure: 'followers', min: 100_000, max: 500_000 });
    expect(text.slice(...range!.span)).toBe('10万到50万之间');
  });

  it.each([
    ['报价1k-2k美元', { measure: 'price', min: 1000, max: 2000 }],
    ['views of 10k to 20k', { measure: 'avg_views', min: 10_000, max: 20_000 }],
    ['100-500k', { measure: 'followers', min: 100_000, max: 500_000 }],
  ] as const)('%s', (text, range) => {
    expect(koxRangesOf(text)[0]).toMatchObject(range);
  });

  it('leaves dates, counts of creators and backwards ranges alone', () => {
    expect(koxRangesOf('creators active since 2026-05-01')).toEqual([]);
    expect(koxRangesOf('找20到30个美妆达人')).toEqual([]);
    expect(koxRangesOf('find 20 to 30 beauty creators')).toEqual([]);
    expect(koxRangesOf('粉丝50万到10万')).toEqual([]);
    expect(koxRangesOf('for women aged 25 to 34')).toEqual([]);
    expect(koxRangesOf('面向25到34岁的女性')).toEqual([]);
  });
});
