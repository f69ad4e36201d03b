/**
 * Tokenising for the built-in analyzer. `Intl.Segmenter` (word granularity, ICU dictionary) splits Chinese
 * without spaces; URLs and @mentions are removed first so their pieces never become words.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const han = /\p{Script=Han}/u;
const noise = /https?:\/\/\S+|www\.\S+|@[\w.]+/giu;
const emojiLike = /\p{Extended_Pictographic}/u;

export interface Segment {
  text: string;
  kind: 'word' | 'emoji' | 'break' | 'space';
}

/** Clause punctuation ends a negation's reach. */
const clauseBreak = /[,.!?;:，。！？；：、…\n]/u;

export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  for (const s of segmenter.segment(text.replace(noise, ' '))) {
    if (s.isWordLike) out.push({ text: s.segment.toLowerCase(), kind: 'word' });
    else if (emojiLike.test(s.segment)) out.push({ text: s.segment, kind: 'emoji' });
    else if (clauseBreak.test(s.segment)) out.push({ text: s.segment, kind: 'break' });
    else out.push({ text: s.segment, kind: 'space' });
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

const numeric = /^[\d.,%]+[a-z]?$|^\d+$/u;

/**
 * Content words of a text for hot words and themes. The segmenter often cuts unknown Chinese terms into single
 * characters (开|箱|测|评); consecutive single characters are joined back into one term.
 */
export function contentWords(text: string, stopWords: ReadonlySet<string>): string[] {
  const words: string[] = [];
  let pending = '';
  const flush = () => {
    if ([...pending].length >= 2 && !stopWords.has(pending)) words.push(pending);
    pending = '';
  };
  for (const s of segments(text)) {
    if (s.kind !== 'word') {
      flush();
      continue;
    }
    const w = s.text;
    if (isHan(w) && [...w].length === 1) {
      if (stopWords.has(w)) flush();
      else pending += w;
      continue;
    }
    flush();
    if (stopWords.has(w) || numeric.test(w)) continue;
    if (!isHan(w) && w.length < 2) continue;
    words.push(w);
  }
  flush();
  return words;
}
