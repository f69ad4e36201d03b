/**
 * Tokenising for the built-in analyzer. A regular expression splits text into Chinese runs, other words, emoji and
 * clause punctuation; only the Chinese runs go through `Intl.Segmenter` (word granularity, ICU dictionary), which is
 * by far the slowest step. URLs and @mentions are removed first so their pieces never become words.
 */

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
    else if (g.word) out.push({ text: g.word.toLowerCase(), kind: 'word' });
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

function hanWords(run: string, stopWords: ReadonlySet<string>, words: string[]) {
  let pending = '';
  const flush = () => {
    if ([...pending].length >= 2 && !stopWords.has(pending)) words.push(pending);
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
    if (!stopWords.has(w)) words.push(w);
  }
  flush();
}
