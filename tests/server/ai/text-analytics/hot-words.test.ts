import { describe, expect, it } from 'vitest';
import { countHotWords } from '../../../../server/ai/text-analytics/hot-words.ts';
import { contentWords } from '../../../../server/ai/text-analytics/tokenize.ts';
import { stopWords } from '../../../../server/ai/text-analytics/stop-words.ts';

describe('countHotWords', () => {
  it('segments Chinese text and drops stop words', async () => {
    const words = await countHotWords(
      ['这款手机的拍照效果很好', '手机续航一般，拍照不错', '我们的手机电池'],
      3,
    );
    expect(words[0]).toEqual({ word: '手机', count: 3 });
    expect(words[1]).toEqual({ word: '拍照', count: 2 });
    expect(words.map((w) => w.word)).not.toContain('的');
    expect(words.map((w) => w.word)).not.toContain('我们');
  });

  it('joins characters the segmenter splits apart back into one term', async () => {
    expect(contentWords('开箱测评来了', stopWords)).toContain('开箱测评');
  });

  it('counts English words by document, lower-cased, without stop words, numbers or URLs', async () => {
    const words = await countHotWords(
      [
        'The Battery is great, battery battery!',
        'battery life in 2024 https://example.com/battery-review',
        'Camera is the best',
      ],
      10,
    );
    expect(words[0]).toEqual({ word: 'battery', count: 2 });
    const list = words.map((w) => w.word);
    expect(list).toEqual(expect.arrayContaining(['camera', 'great', 'life', 'best']));
    for (const dropped of ['the', 'is', 'in', '2024', 'https', 'example.com', 'review'])
      expect(list).not.toContain(dropped);
  });

  it('breaks ties alphabetically and honours top', async () => {
    expect(await countHotWords(['zebra apple', 'mango'], 2)).toEqual([
      { word: 'apple', count: 1 },
      { word: 'mango', count: 1 },
    ]);
  });
});
