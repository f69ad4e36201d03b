import { plainText } from './text-cell.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Country names as the exports write them (English, German, Chinese), to their ISO 3166-1 alpha-2 code. */
const COUNTRY_CODES: Map<string, string> = (() => {
  const names = new Map<string, string>();
  const displays = ['en', 'de', 'zh-Hans'].map((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      for (const display of displays) {
        const name = display.of(code);
        if (name && name !== code) names.set(name.toLowerCase(), code);
      }
    }
  for (const [name, code] of [
    ['united states of america', 'US'],
    ['usa', 'US'],
    ['uk', 'GB'],
    ['中国香港', 'HK'],
    ['香港', 'HK'],
    ['中国澳门', 'MO'],
    ['澳门', 'MO'],
    ['中国台湾', 'TW'],
    ['台湾', 'TW'],
  ] as const)
    names.set(name, code);
  return names;
})();
const KNOWN_CODES = new Set(COUNTRY_CODES.values());

/** An ISO 3166-1 alpha-2 code from a code or a country's name; null when the cell names no country. */
export function countryCode(raw: string): string | null {
  const text = plainText(raw).toLowerCase();
  if (text === '') return null;
  const upper = text.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && KNOWN_CODES.has(upper)) return upper;
  return COUNTRY_CODES.get(text) ?? null;
}

/** A word as the facts keep dimension values: lower case, words joined by `_` ("Audience Network"). */
export function dimensionWord(raw: string): string | null {
  const word = plainText(raw, 100)
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^\p{L}\p{N}_]/gu, '');
  return word === '' || word === 'unknown' ? null : word;
}

const CHANNELS: [RegExp, string][] = [
  [/reels?/, 'reels'],
  [/stor(y|ies)/, 'stories'],
  [/in_?stream/, 'in_stream'],
  [/search/, 'search'],
  [/explore/, 'explore'],
  [/feed/, 'feed'],
  [/marketplace/, 'marketplace'],
  [/right_column/, 'right_column'],
];

/** A placement ("Facebook Reels", "Instagram Stories", "Feed") as the channel the dashboards group by. */
export function channelWord(raw: string): string | null {
  const word = dimensionWord(raw);
  if (word === null) return null;
  return CHANNELS.find(([pattern]) => pattern.test(word))?.[1] ?? word;
}
