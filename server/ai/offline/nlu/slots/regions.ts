import { namedCodes, nameIndex } from './display-names.ts';
import { wordBounded } from './fold-text.ts';

/** Groupings, test regions and withdrawn codes ("DD" East Germany) that ICU names but a dashboard cannot target. */
const NOT_REGIONS = new Set([
  'EU',
  'EZ',
  'UN',
  'ZZ',
  'QO',
  'XA',
  'XB',
  'AN',
  'BU',
  'CS',
  'DD',
  'DY',
  'FX',
  'HV',
  'NH',
  'NT',
  'RH',
  'SU',
  'TP',
  'UK',
  'VD',
  'YD',
  'YU',
  'ZR',
]);
/** What people say besides ICU's names. */
const ALIASES: Record<string, readonly string[]> = {
  US: ['usa', 'u.s.', 'u.s.a.', 'america', 'the states', 'us market'],
  GB: ['uk', 'u.k.', 'britain', 'great britain', 'england'],
  KR: ['korea'],
  TR: ['turkey'],
  CN: ['mainland china', 'prc', '中国大陆', '大陆', '内地'],
  HK: ['hong kong'],
  AE: ['uae'],
  CZ: ['czech republic'],
  AU: ['澳洲'],
};

/**
 * What the people of a place are called, said of creators ("Japanese beauty creators"). Only there: most are also
 * a language ("in Japanese"), which the language reader takes when it is said as one.
 */
const DEMONYMS: Record<string, readonly string[]> = {
  US: ['american'],
  GB: ['british'],
  CA: ['canadian'],
  AU: ['australian', 'aussie'],
  NZ: ['new zealand', 'kiwi'],
  IE: ['irish'],
  IN: ['indian'],
  PK: ['pakistani'],
  BD: ['bangladeshi'],
  PH: ['filipino', 'filipina', 'philippine'],
  NG: ['nigerian'],
  KE: ['kenyan'],
  ZA: ['south african'],
  EG: ['egyptian'],
  SG: ['singaporean'],
  MY: ['malaysian'],
  ID: ['indonesian'],
  TH: ['thai'],
  VN: ['vietnamese'],
  CN: ['chinese'],
  TW: ['taiwanese'],
  JP: ['japanese'],
  KR: ['korean', 'south korean'],
  DE: ['german'],
  FR: ['french'],
  ES: ['spanish'],
  IT: ['italian'],
  PT: ['portuguese'],
  NL: ['dutch'],
  BE: ['belgian'],
  CH: ['swiss'],
  AT: ['austrian'],
  SE: ['swedish'],
  NO: ['norwegian'],
  DK: ['danish'],
  FI: ['finnish'],
  PL: ['polish'],
  GR: ['greek'],
  TR: ['turkish'],
  RU: ['russian'],
  UA: ['ukrainian'],
  IL: ['israeli'],
  SA: ['saudi'],
  AE: ['emirati'],
  BR: ['brazilian'],
  MX: ['mexican'],
  AR: ['argentine', 'argentinian'],
  CO: ['colombian'],
  CL: ['chilean'],
};

const names = namedCodes('region', NOT_REGIONS);
const en = nameIndex([...names].map(([code, n]) => [code, [...n.en, ...(ALIASES[code] ?? [])]]));
const zh = nameIndex(
  [...names].map(([code, n]) => [
    code,
    [...n.zh, ...(ALIASES[code] ?? []).filter((a) => /\p{Script=Han}/u.test(a))],
  ]),
);
/** Bare codes ("in the US, JP and DE") count only in capitals: lower-case "in", "it", "no" are words. */
const codes = [...names.keys()].join('|');

const NAME = `(?:the\\s+)?(?:${wordBounded(en.pattern)}|\\b(?:${codes})\\b)`;
// "for the UK": with "the", "for" leads a place; "for Jordan" is a brand.
const LEAD =
  '\\b(?:in|from|across|within|covering|targeting|for(?=\\s+the\\s)|regions?:?|markets?:?|countries:?)\\s+';
/**
 * English names need a lead word or "only" after them: "Jordan" in "Nike and Jordan sneakers" is a brand, "in Jordan"
 * and "US only" places.
 */
const EN_LIST = new RegExp(
  `${LEAD}${NAME}(?:\\s*(?:,|and|&|/|or|\\+)\\s*${NAME})*(?:\\s+(?:markets?|regions?))?|${NAME}\\s+only\\b`,
  'giu',
);
const EN_NAME = new RegExp(`${wordBounded(en.pattern)}|\\b(?:${codes})\\b`, 'giu');
/** "西班牙语" is a language, not Spain. */
const ZH_NAME = new RegExp(`(在)?(?:${zh.pattern})(?![语文人])(地区|市场|区)?(的)?`, 'gu');
const HAN = /\p{Script=Han}/u;
const demonyms = nameIndex(Object.entries(DEMONYMS));
/** A place or its people's name said of creators; not a language they speak ("Japanese-speaking creators"). */
const ADJECTIVE = `(?:${NAME}|${wordBounded(demonyms.pattern)}(?![\\s-]+(?:speaking|language)\\b))`;
const ZH_ONLY = new RegExp(zh.pattern, 'gu');
/** A Chinese place name as said of people or a market ("美国", "在日本", "英国市场"), for readers that cut it out. */
export const ZH_PLACE = `在?(?:${zh.pattern})(?:地区|市场)?`;

function codeOf(token: string, index: typeof en): string | undefined {
  const key = token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const code = index.codeOf.get(key);
  if (code) return code;
  const upper = token.toUpperCase();
  return token === upper && names.has(upper) ? upper : undefined;
}

/**
 * Regions said as the adjective of a noun ("US creators", "UK beauty bloggers"), up to two words before it:
 * only before the noun given, since "Nike and Jordan sneakers" names a brand the same way.
 */
export function regionsBefore(text: string, noun: string): PlacesFound {
  const said: PlaceSaid[] = [];
  const spans: [number, number][] = [];
  // "Korean and American beauty creators": the others of a list stand between a place and its noun.
  const listed = `(?:\\s*(?:,|and|or|&|/)\\s*${ADJECTIVE})*`;
  const before = new RegExp(`${ADJECTIVE}(?=${listed}(?:[\\s-]+[\\p{L}-]+){0,2}?\\s+${noun})`, 'giu');
  for (const m of text.matchAll(before)) {
    const token = m[0].replace(/^the\s+/iu, '');
    // "give us some creators": a short word in lower case is a word, not a code.
    if (token.length <= 3 && token === token.toLowerCase()) continue;
    const code = codeOf(token, en) ?? demonyms.codeOf.get(token.toLowerCase());
    if (!code) continue;
    said.push({ at: m.index, code });
    spans.push([m.index, m.index + m[0].length]);
  }
  return placesFound(said, spans);
}

export interface Found {
  values: string[];
  /** Where they were said, so a request reader can take them out of the text. */
  spans: [number, number][];
}

/** A place as said: its code and where its name starts. */
export interface PlaceSaid {
  at: number;
  code: string;
}

/** Places found, each also with where it was said (a list's span holds several). */
export interface PlacesFound extends Found {
  said: PlaceSaid[];
}

/** The codes in the order said, once each. */
export function placesFound(said: PlaceSaid[], spans: [number, number][]): PlacesFound {
  const inOrder = [...said].sort((a, b) => a.at - b.at);
  return { values: [...new Set(inOrder.map((p) => p.code))], spans, said: inOrder };
}

/**
 * Every region a request names, as ISO 3166 alpha-2 codes in the order they appear. A bare Chinese place name
 * that runs on into a name (`continuesName(end)`: "中国移动", "中国银行") is part of that name, not a place.
 */
export function regionsOf(text: string, continuesName: (end: number) => boolean = () => false): PlacesFound {
  const found: PlaceSaid[] = [];
  const spans: [number, number][] = [];
  for (const list of text.matchAll(EN_LIST)) {
    spans.push([list.index, list.index + list[0].length]);
    for (const m of list[0].matchAll(EN_NAME)) {
      const code = codeOf(m[0], en);
      if (code) found.push({ at: list.index + m.index, code });
    }
  }
  for (const m of text.matchAll(ZH_NAME)) {
    const end = m.index + m[0].length;
    const bare = !m[1] && !m[2] && !m[3];
    if (bare && HAN.test(text[end] ?? '') && continuesName(end)) continue;
    spans.push([m.index, m.index + m[0].length]);
    const name = m[0].match(ZH_ONLY)?.[0] ?? '';
    const code = zh.codeOf.get(name);
    if (code) found.push({ at: m.index, code });
  }
  return placesFound(found, spans);
}
