/**
 * Tokenising for the built-in analyzer. A regular expression splits text into Chinese runs, other words, emoji and
 * clause punctuation; only the Chinese runs go through `Intl.Segmenter` (word granularity, ICU dictionary), which is
 * by far the slowest step. URLs and @mentions are removed first so their pieces never become words.
 */

import { zhLeadingFillers, zhTrailingFillers } from './stop-words.ts';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const noise = /https?:\/\/\S+|www\.\S+|@[\w.]+/gu;
/** Letters, digits and marks that are not Chinese: everything but space, punctuation, symbols and control. */
const wordChar = String.raw`[^\s\p{P}\p{S}\p{Z}\p{C}\p{Script=Han}]`;
const pieces = new RegExp(
  String.raw`(?<han>\p{Script=Han}+)|(?<word>${wordChar}+(?:['’]${wordChar}+)*)|(?<emoji>\p{Extended_Pictographic}\uFE0F?)|(?<break>[,.!?;:，。！？；：、…\n])`,
  'gu',
);
const han = /\p{Script=Han}/u;

export interface Segment {
  text: string;
  kind: 'han' | 'word' | 'emoji' | 'break';
}

/** Chinese runs (unsegmented), lower-cased words, emoji and clause breaks, in order. */
export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  for (const m of text.replace(noise, ' ').matchAll(pieces)) {
    const g = m.groups!;
    if (g.han) out.push({ text: g.han, kind: 'han' });
    else if (g.word) out.push({ text: g.word.toLowerCase().replace(/’/gu, "'"), kind: 'word' });
    else if (g.emoji) out.push({ text: g.emoji, kind: 'emoji' });
    else out.push({ text: m[0], kind: 'break' });
  }
  return out;
}

export const isHan = (word: string) => han.test(word);

/**
 * Splits a run of Chinese text into the longest entries of `vocabulary`, one character at a time where nothing
 * matches (forward maximum matching).
 */
export function maxMatch(run: string, vocabulary: ReadonlySet<string>, longest: number): string[] {
  const chars = [...run];
  const out: string[] = [];
  for (let i = 0; i < chars.length;) {
    let taken = 1;
    for (let len = Math.min(longest, chars.length - i); len > 1; len--) {
      if (vocabulary.has(chars.slice(i, i + len).join(''))) {
        taken = len;
        break;
      }
    }
    out.push(chars.slice(i, i + taken).join(''));
    i += taken;
  }
  return out;
}

const numeric = /^\d[\d.,%]*[a-z]?$/u;

/**
 * Content words of a text for hot words. The segmenter often cuts unknown Chinese terms into single characters
 * (开|箱|测|评); consecutive single characters that are not stop words are joined back into one term.
 */
export function contentWords(text: string, stopWords: ReadonlySet<string>): string[] {
  const words: string[] = [];
  for (const s of segments(text)) {
    if (s.kind === 'word') {
      if (s.text.length >= 2 && !stopWords.has(s.text) && !numeric.test(s.text)) words.push(s.text);
    } else if (s.kind === 'han') {
      hanWords(s.text, stopWords, words);
    }
  }
  return words;
}

/**
 * A Chinese word as judged: pronouns trimmed from its start, particles from its end (这种 → 种, 贵了 → 贵);
 * null when what is left is one character, a stop word, or made of stop characters only (得很, 也能).
 */
export function contentHanWord(word: string, stopWords: ReadonlySet<string>): string | null {
  const chars = [...word];
  let start = 0;
  let end = chars.length;
  while (start < end && zhLeadingFillers.has(chars[start]!)) start += 1;
  while (end > start && zhTrailingFillers.has(chars[end - 1]!)) end -= 1;
  const core = chars.slice(start, end);
  if (core.length < 2 || core.every((c) => stopWords.has(c))) return null;
  const text = core.join('');
  return stopWords.has(text) ? null : text;
}

function hanWords(run: string, stopWords: ReadonlySet<string>, words: string[]) {
  let pending = '';
  const push = (word: string) => {
    const kept = contentHanWord(word, stopWords);
    if (kept) words.push(kept);
  };
  const flush = () => {
    if (pending) push(pending);
    pending = '';
  };
  for (const s of segmenter.segment(run)) {
    const w = s.segment;
    if ([...w].length === 1) {
      if (stopWords.has(w)) flush();
      else pending += w;
      continue;
    }
    flush();
    if (!stopWords.has(w)) push(w);
  }
  flush();
}
