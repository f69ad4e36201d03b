import { describe, expect, it } from 'vitest';
import { countHotWords } from '../../../../server/ai/text-analytics/hot-words.ts';
import { stopWords } from '../../../../server/ai/text-analytics/stop-words.ts';
import { contentHanWord, contentWords } from '../../../../server/ai/text-analytics/tokenize.ts';

describe('stop words of hot words', () => {
  it('hold the Chinese particles and pronouns and the English function words', () => {
    for (const word of [
      '的',
      '了',
      '是',
      '我',
      '你',
      '吗',
      '呢',
      '吧',
      '我们',
      '这个',
      '什么',
      '关于',
      '到底',
    ])
      expect(stopWords.has(word), word).toBe(true);
    for (const word of [
      'the',
      'and',
      'is',
      'of',
      'to',
      'you',
      "don't",
      "let's",
      'actually',
      'everything',
      'away',
    ])
      expect(stopWords.has(word), word).toBe(true);
  });

  it('trims pronouns and particles the segmenter glues to a Chinese word, and drops what is left of nothing', () => {
    expect(contentHanWord('贵了', stopWords)).toBeNull();
    expect(contentHanWord('你的', stopWords)).toBeNull();
    expect(contentHanWord('我的', stopWords)).toBeNull();
    expect(contentHanWord('说得', stopWords)).toBeNull();
    expect(contentHanWord('得很', stopWords)).toBeNull();
    expect(contentHanWord('也能', stopWords)).toBeNull();
    expect(contentHanWord('这种', stopWords)).toBeNull();
    expect(contentHanWord('手机的', stopWords)).toBe('手机');
    // Real words that begin or end with a character that is elsewhere a filler stay whole.
    for (const word of ['值得', '更新', '不错', '难过', '最佳'])
      expect(contentHanWord(word, stopWords)).toBe(word);
  });

  it('reads curly apostrophes as straight ones, so contractions are stop words too', () => {
    expect(contentWords('Let’s talk: don’t buy it, it’s overrated', stopWords)).toEqual([
      'talk',
      'buy',
      'overrated',
    ]);
  });

  it('leaves no stop word among the hot words of everyday comments', async () => {
    const comments = [
      '太贵了，不值这个价',
      '讲得很清楚，感谢分享',
      '博主说得太对了👍',
      '关于小米手机，没人告诉你的5件事',
      '我的小米手机日常分享',
      '平价小米手机推荐，学生党也能入',
      '小米手机和同类产品到底差在哪',
      '喜欢这种真实测评',
      'Is it worth it? Let’s talk about the price',
      'This is exactly what I needed, thank you',
      'Links and timestamps below. Questions? Ask away.',
      'I actually love everything about the camera',
    ];
    const words = (await countHotWords(comments, 100)).map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['小米', '手机', '推荐', 'camera', 'price']));
    for (const word of words) {
      expect(stopWords.has(word), word).toBe(false);
      expect(/^[我你他她它这那]|[的了着吗呢吧啊呀哦啦嘛么]$/u.test(word), word).toBe(false);
    }
  });
});
