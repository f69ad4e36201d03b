import type { SentimentResult } from './text-analytics-provider.ts';
import {
  emojiPolarity,
  intensifiers,
  negators,
  polarity,
  zhLongestEntry,
  zhVocabulary,
} from './sentiment-lexicon.ts';
import { maxMatch, segments } from './tokenize.ts';

/** How many tokens after a negator it still turns polarity, within one clause. */
const NEGATION_WINDOW = 4;
/** How many tokens after an intensifier it still strengthens the next sentiment word. */
const INTENSIFIER_WINDOW = 2;

type Token = { text: string; kind: 'word' | 'emoji' | 'break' };

/**
 * Chinese runs are split against the lexicon itself rather than by the ICU segmenter, which cuts 我不|喜欢 and
 * 很好|看 and would hide the negator and the intensifier.
 */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const s of segments(text)) {
    if (s.kind === 'han') {
      for (const t of maxMatch(s.text, zhVocabulary, zhLongestEntry)) out.push({ text: t, kind: 'word' });
    } else out.push({ text: s.text, kind: s.kind });
  }
  return out;
}

/** Sum of polarity weights with negation and intensifiers applied; > 0 is positive. */
export function sentimentSum(text: string): number {
  let sum = 0;
  let negateLeft = 0;
  let boost = 1;
  let boostLeft = 0;
  for (const t of tokens(text)) {
    if (t.kind === 'break') {
      negateLeft = 0;
      boostLeft = 0;
      continue;
    }
    if (t.kind === 'emoji') {
      sum += emojiPolarity.get(t.text) ?? emojiPolarity.get(t.text.replace(/\uFE0F/gu, '')) ?? 0;
      continue;
    }
    if (negators.has(t.text)) {
      negateLeft = NEGATION_WINDOW;
      continue;
    }
    const factor = intensifiers[t.text];
    if (factor !== undefined) {
      boost = factor;
      boostLeft = INTENSIFIER_WINDOW;
      continue;
    }
    const weight = polarity.get(t.text);
    if (weight !== undefined) {
      const boosted = boostLeft > 0 ? weight * boost : weight;
      sum += negateLeft > 0 ? -boosted : boosted;
      negateLeft = 0;
      boostLeft = 0;
      continue;
    }
    negateLeft = Math.max(0, negateLeft - 1);
    boostLeft = Math.max(0, boostLeft - 1);
  }
  return sum;
}

export function lexiconSentiment(text: string): SentimentResult {
  const sum = sentimentSum(text);
  const score = Math.round(Math.tanh(sum / 2) * 1000) / 1000;
  return { label: sum > 0 ? 'positive' : sum < 0 ? 'negative' : 'neutral', score };
}
