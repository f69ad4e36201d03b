import { describe, expect, it } from 'vitest';
import { lexiconSentiment } from '../../../../server/ai/text-analytics/lexicon-sentiment.ts';
import { rememberedSentiment } from '../../../../server/ai/text-analytics/remembered-sentiment.ts';
import type { SentimentResult } from '../../../../server/ai/text-analytics/text-analytics-provider.ts';

/** A reader that counts what it was asked, to tell a kept reading from a fresh one. */
function countingReader() {
  const asked: string[] = [];
  const read = (text: string): SentimentResult => {
    asked.push(text);
    return lexiconSentiment(text);
  };
  return { asked, read };
}

describe('rememberedSentiment', () => {
  it('reads every text as the lexicon does, the first time and again', () => {
    const sentimentOf = rememberedSentiment();
    const texts = ['很好看，推荐', 'not good at all', 'love it 😍', '一般般', 'very bad', '很好看，推荐'];
    for (const text of [...texts, ...texts]) expect(sentimentOf(text)).toEqual(lexiconSentiment(text));
  });

  it('asks the lexicon once per text while the text is kept', () => {
    const { asked, read } = countingReader();
    const sentimentOf = rememberedSentiment(10, read);
    for (let i = 0; i < 3; i++) ['good', 'bad', 'good'].forEach((t) => sentimentOf(t));
    expect(asked).toEqual(['good', 'bad']);
  });

  it('drops the text read least recently past its capacity', () => {
    const { asked, read } = countingReader();
    const sentimentOf = rememberedSentiment(2, read);
    sentimentOf('a');
    sentimentOf('b');
    sentimentOf('a'); // a is now the newest, b the oldest
    sentimentOf('c'); // drops b
    sentimentOf('a');
    sentimentOf('b');
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares frozen readings, so no caller can change another one', () => {
    const sentimentOf = rememberedSentiment();
    expect(Object.isFrozen(sentimentOf('good'))).toBe(true);
    expect(sentimentOf('good')).toBe(sentimentOf('good'));
  });
});
