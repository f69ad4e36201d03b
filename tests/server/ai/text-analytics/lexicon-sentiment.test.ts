import { describe, expect, it } from 'vitest';
import { lexiconSentiment } from '../../../../server/ai/text-analytics/lexicon-sentiment.ts';

const label = (text: string) => lexiconSentiment(text).label;

describe('lexiconSentiment', () => {
  it.each([
    ['这款手机非常好用，推荐！', 'positive'],
    ['质量太差了，垃圾', 'negative'],
    ['不错不错', 'positive'],
    ['今天下午三点发布', 'neutral'],
    ['This is a great phone, I love it', 'positive'],
    ['Terrible battery, waste of money', 'negative'],
    ['The video was uploaded on Monday', 'neutral'],
  ])('reads %s as %s', (text, expected) => {
    expect(label(text)).toBe(expected);
  });

  it('flips polarity after a negator within the window, in zh and en', () => {
    expect(label('我喜欢这个颜色')).toBe('positive');
    expect(label('我不喜欢这个颜色')).toBe('negative');
    expect(label('没有想象中好')).toBe('negative');
    expect(label('I like it')).toBe('positive');
    expect(label('I do not like it')).toBe('negative');
    expect(label('not bad at all')).toBe('positive');
    expect(label("I don't hate it")).toBe('positive');
  });

  it('ends a negation at the clause break', () => {
    // "没" belongs to the first clause; 好看 in the second stays positive.
    expect(label('没买到，但是很好看')).toBe('positive');
    expect(label('Not today, but it is great')).toBe('positive');
  });

  it('makes intensified words stronger', () => {
    expect(lexiconSentiment('非常好').score).toBeGreaterThan(lexiconSentiment('好').score);
    expect(lexiconSentiment('very good').score).toBeGreaterThan(lexiconSentiment('good').score);
    expect(lexiconSentiment('太差').score).toBeLessThan(lexiconSentiment('差').score);
  });

  it('reads emoji, and a negator does not flip them', () => {
    expect(label('😍👍')).toBe('positive');
    expect(label('😡👎')).toBe('negative');
    expect(label('新品 😍')).toBe('positive');
    expect(label('not sure 😍')).toBe('positive');
    expect(label('❤️')).toBe('positive');
  });

  it('keeps scores within -1..1 and 0 for neutral', () => {
    expect(lexiconSentiment('good great amazing perfect love best 😍😍😍').score).toBeLessThanOrEqual(1);
    expect(lexiconSentiment('bad awful terrible worst hate 👎👎').score).toBeGreaterThanOrEqual(-1);
    expect(lexiconSentiment('hello world').score).toBe(0);
  });

  it('ignores sentiment characters inside neutral words and URLs', () => {
    expect(label('好像是新款')).toBe('neutral');
    expect(label('https://example.com/great-deal')).toBe('neutral');
  });
});
