/**
 * The words of a text as the recommendation compares them (docs/kox.md "Smart recommendation"): English words,
 * lower-cased and lightly stemmed ("running", "runner" and "runs" are one term), with each pair of neighbouring
 * words also joined into one ("trail running" meets the hashtag #trailrunning); Chinese as overlapping
 * character bigrams, which match words without a dictionary ("越野跑" → 越野, 野跑). Each token keeps where it
 * stands in the text so a reason can quote the words that matched.
 */
export interface Token {
  term: string;
  start: number;
  end: number;
}

const PIECES = /([a-z0-9]+)|([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)/g;
/** Between two English words of one phrase: spaces, a hyphen or a dash, nothing else. */
const JOINER = /^[\s\-–]*$/;

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have i in is it its me my of on or our so that the their this to ' +
    'we with you your'
  ).split(' '),
);

/** Ends peeled in this order, the first that fits; a doubled consonant left behind is halved ("runn" → "run"). */
const SUFFIXES = [
  ['ing', 6],
  ['ers', 6],
  ['er', 5],
  ['es', 5],
  ['s', 4],
] as const;

export function stem(word: string): string {
  for (const [suffix, minLength] of SUFFIXES) {
    if (word.length < minLength || !word.endsWith(suffix)) continue;
    if (suffix === 's' && word.endsWith('ss')) return word;
    if (suffix === 'es' && !/(?:ch|sh|x|ss)es$/.test(word)) continue;
    const base = word.slice(0, -suffix.length);
    const last = base[base.length - 1]!;
    return base.length > 2 && last === base[base.length - 2] && !'aeiouls'.includes(last)
      ? base.slice(0, -1)
      : base;
  }
  return word;
}

export function tokenize(text: string): Token[] {
  const lower = text.toLowerCase();
  const tokens: Token[] = [];
  let previous: { word: string; start: number; end: number } | null = null;
  for (const match of lower.matchAll(PIECES)) {
    const start = match.index;
    const [piece, word, han] = match;
    const end = start + piece.length;
    if (han) {
      previous = null;
      if (han.length === 1) tokens.push({ term: han, start, end });
      for (let k = 0; k + 1 < han.length; k++)
        tokens.push({ term: han.slice(k, k + 2), start: start + k, end: start + k + 2 });
      continue;
    }
    if (!word || STOP_WORDS.has(word) || /^\d+$/.test(word)) {
      previous = null;
      continue;
    }
    tokens.push({ term: stem(word), start, end });
    if (previous && JOINER.test(lower.slice(previous.end, start)))
      tokens.push({ term: stem(previous.word + word), start: previous.start, end });
    previous = { word, start, end };
  }
  return tokens;
}
