import { AD_TAG_MAX_LENGTH, type AdTextField } from '../../../src/lib/ads/ad-tags.ts';
import { NAME_NOISE, VOCABULARY } from './builtin-vocabulary.ts';
import { normalizeWord } from './normalized-text.ts';

/** The names a product is looked for in; creative text is prose, not built of segments. */
export const NAME_FIELDS = ['ad_name', 'ad_set_name', 'campaign_name'] as const satisfies AdTextField[];

/** A run of words of one name segment that could name a product, and its key for counting across ads. */
export interface SegmentCandidate {
  display: string;
  key: string;
  field: AdTextField;
}

const SEPARATORS = /[\s_\-|/\u2010-\u2015]+/u;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Camel-case words, abbreviations, numbers, runs of CJK, punctuation: "UGCTrailShoe2" is UGC, Trail, Shoe, 2. */
const TOKEN =
  /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[^\p{L}\p{N}]+|\p{L}+/gu;

const noiseWords = new Set<string>([...NAME_NOISE]);
for (const entry of VOCABULARY)
  for (const word of entry.words) if (!word.includes(' ')) noiseWords.add(normalizeWord(word));
/** Vocabulary and noise words inside a run of CJK, longest first: "宝妈护肤" leaves "护肤". */
const cjkNoise = new RegExp(
  [...noiseWords]
    .filter((w) => CJK_CHAR.test(w))
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gu',
);

interface Token {
  text: string;
  start: number;
  end: number;
  noise: boolean;
}

function tokensOf(segment: string): Token[] {
  const tokens: Token[] = [];
  for (const match of segment.matchAll(TOKEN)) {
    const text = match[0];
    const start = match.index;
    if (CJK_CHAR.test(text)) {
      // The parts of a CJK run between its vocabulary words, each a token of its own.
      let last = 0;
      for (const inner of text.matchAll(cjkNoise)) {
        if (inner.index > last)
          tokens.push({
            text: text.slice(last, inner.index),
            start: start + last,
            end: start + inner.index,
            noise: false,
          });
        tokens.push({
          text: inner[0],
          start: start + inner.index,
          end: start + inner.index + inner[0].length,
          noise: true,
        });
        last = inner.index + inner[0].length;
      }
      if (last < text.length)
        tokens.push({ text: text.slice(last), start: start + last, end: start + text.length, noise: false });
      continue;
    }
    const noise = !/\p{L}/u.test(text) || text.length <= 2 || noiseWords.has(text.toLowerCase());
    tokens.push({ text, start, end: start + text.length, noise });
  }
  return tokens;
}

/** Long enough to name something, short enough to be a tag. */
const fitsATag = (text: string) =>
  (CJK_CHAR.test(text) ? [...text].length >= 2 : text.length >= 3) && text.length <= AD_TAG_MAX_LENGTH;

/** The longest run of words that are not noise in one name segment, or null. */
function segmentCandidate(segment: string): string | null {
  let best: string | null = null;
  let runStart = -1;
  let runEnd = -1;
  const close = () => {
    if (runStart < 0) return;
    const text = segment.slice(runStart, runEnd);
    if (fitsATag(text) && (best === null || text.length > best.length)) best = text;
    runStart = -1;
  };
  for (const token of tokensOf(segment)) {
    if (token.noise) close();
    else {
      if (runStart < 0) runStart = token.start;
      runEnd = token.end;
    }
  }
  close();
  return best;
}

/**
 * The product candidates of an ad's names, in field order and their order in the name, each key once.
 * `seen` keeps the segments read in one tagging run (most recur: countries, audiences, products).
 */
export function segmentCandidates(
  names: Record<(typeof NAME_FIELDS)[number], string>,
  seen: Map<string, { display: string; key: string } | null> = new Map(),
): SegmentCandidate[] {
  const candidates: SegmentCandidate[] = [];
  const keys = new Set<string>();
  for (const field of NAME_FIELDS)
    for (const segment of names[field].normalize('NFKC').split(SEPARATORS)) {
      let found = seen.get(segment);
      if (found === undefined) {
        const display = segmentCandidate(segment);
        found = display ? { display, key: normalizeWord(display).replaceAll(' ', '') } : null;
        seen.set(segment, found);
      }
      if (!found) continue;
      const { display, key } = found;
      if (keys.has(key)) continue;
      keys.add(key);
      candidates.push({ display, key, field });
    }
  return candidates;
}
