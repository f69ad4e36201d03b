import { KOX_COUNTRIES } from '../../../../src/lib/kox-values.ts';
import en from '../../../../src/locales/en/kox.json' with { type: 'json' };
import zh from '../../../../src/locales/zh/kox.json' with { type: 'json' };
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import { placeNames, SHORT_ENGLISH_NAMES } from './kox-request-sentences.ts';
import { creatorPlacesOf } from './slots/kox-filters.ts';
import type { PlaceSaid } from './slots/regions.ts';

const COVERED: ReadonlySet<string> = new Set(KOX_COUNTRIES);
/** The names the creator lists show for the countries they cover. */
const COVERED_NAMES = { en: en.country, zh: zh.country };
/** Places in one list: "the US and Japan", "UK, Japanese", "日本和美国的". */
const JOINS = /^\s*(?:,|and|or|&|\/|\+|和|与|及|、|或)?\s*$/iu;
const EN_LEAD = /^(in|from|across|within|covering|targeting|for)\s/iu;

/** Spans in order, overlapping ones and ones only an "and" or a comma apart joined. */
function placeLists(text: string, spans: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && (from <= last[1] || JOINS.test(text.slice(last[1], from)))) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** `text` with each list of places replaced by what `keep` says of it, spaces and punctuation tidied. */
function withPlaces(
  text: string,
  lists: readonly [number, number][],
  keep: (list: string, codes: string[]) => string,
  said: readonly PlaceSaid[],
): string {
  return lists
    .reduceRight((t, [from, to]) => {
      const codes = [...new Set(said.filter((p) => p.at >= from && p.at < to).map((p) => p.code))];
      return `${t.slice(0, from)} ${keep(text.slice(from, to), codes)} ${t.slice(to)}`;
    }, text)
    .replace(/\s+/g, ' ')
    .replace(/\s+(?=[,.!?，。！？])|(?<=\p{Script=Han})\s+|\s+(?=\p{Script=Han})/gu, '')
    .trim();
}

/** The covered places of a list said again in its own form: "in the US", "UK", "在美国", "美国的". */
function coveredPlacesOf(list: string, codes: string[], lang: Language): string {
  const covered = codes.filter((code) => COVERED.has(code));
  if (covered.length === 0) return '';
  if (lang === 'zh') {
    const names = placeNames(covered, lang);
    return `${list.startsWith('在') ? '在' : ''}${names.join('和')}${list.endsWith('的') ? '的' : ''}`;
  }
  const lead = EN_LEAD.exec(list)?.[1];
  // "in the US", but "US creators".
  if (lead) return `${lead} ${placeNames(covered, lang).join(' and ')}`;
  return covered.map((code) => SHORT_ENGLISH_NAMES[code] ?? placeNames([code], lang)[0]).join(' and ');
}

/**
 * A request for creators of a country the creator databases do not cover ("creators in Japan", "日本的美妆博主"):
 * asked before searching, since the search would drop the place and answer with creators from anywhere. One
 * choice sends the request again without its places; when it also named covered ones ("in the US and Japan"),
 * another keeps only those.
 */
export function uncoveredCountryQuestion(text: string, lang: Language): AskUserInput | null {
  const places = creatorPlacesOf(text);
  const missing = [...new Set(places.values.filter((code) => !COVERED.has(code)))];
  if (missing.length === 0) return null;
  const lists = placeLists(text, places.spans);
  const withoutPlaces = withPlaces(text, lists, () => '', places.said);
  const coveredSaid = places.values.filter((code) => COVERED.has(code));
  const name = new Intl.DisplayNames([lang], { type: 'region' });
  const asked = missing.map((code) => name.of(code) ?? code);
  const only = placeNames(coveredSaid, lang).join(lang === 'zh' ? '、' : ' and ');
  const onlyCovered: Choice[] = only
    ? [
        {
          label: lang === 'zh' ? `只找${only}的` : `Only ${only}`,
          message: withPlaces(text, lists, (list, codes) => coveredPlacesOf(list, codes, lang), places.said),
        },
      ]
    : [];
  // Semicolons in English: "Taiwan, China" holds a comma.
  const covered = KOX_COUNTRIES.map((code) => COVERED_NAMES[lang][code]);
  return lang === 'zh'
    ? {
        question: `达人库目前只有这些国家和地区的达人：${covered.join('、')}。没有${asked.join('、')}的达人，${only ? `只找${only}的，还是不限国家继续找？` : '要不限国家继续找吗？'}`,
        choices: [...onlyCovered, { label: '不限国家继续找', message: withoutPlaces }],
      }
    : {
        question: `The creator databases cover these countries and regions: ${covered.join('; ')}. None are from ${asked.join(' or ')}. ${only ? `Only ${only}, or search without a country?` : 'Search without a country?'}`,
        choices: [...onlyCovered, { label: 'Search without a country', message: withoutPlaces }],
      };
}
