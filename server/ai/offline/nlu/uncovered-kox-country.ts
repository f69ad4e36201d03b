import { KOX_COUNTRIES } from '../../../../src/lib/kox-values.ts';
import en from '../../../../src/locales/en/kox.json' with { type: 'json' };
import zh from '../../../../src/locales/zh/kox.json' with { type: 'json' };
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput } from './ask-user-input.ts';
import { creatorPlacesOf } from './slots/kox-filters.ts';

const COVERED: ReadonlySet<string> = new Set(KOX_COUNTRIES);
/** The names the creator lists show for the countries they cover. */
const COVERED_NAMES = { en: en.country, zh: zh.country };

/** Spans in order, overlapping ones joined. */
function mergedSpans(spans: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/**
 * A request for creators of a country the creator databases do not cover ("creators in Japan", "日本的美妆博主"):
 * asked before searching, since the search would drop the place and answer with creators from anywhere. The
 * choice sends the request again without its places.
 */
export function uncoveredCountryQuestion(text: string, lang: Language): AskUserInput | null {
  const places = creatorPlacesOf(text);
  const missing = [...new Set(places.values.filter((code) => !COVERED.has(code)))];
  if (missing.length === 0) return null;
  const withoutPlaces = mergedSpans(places.spans)
    .reduceRight((t, [from, to]) => `${t.slice(0, from)} ${t.slice(to)}`, text)
    .replace(/\s+/g, ' ')
    .replace(/\s+(?=[,.!?，。！？])|(?<=\p{Script=Han})\s+|\s+(?=\p{Script=Han})/gu, '')
    .trim();
  const name = new Intl.DisplayNames([lang], { type: 'region' });
  const asked = missing.map((code) => name.of(code) ?? code);
  // Semicolons in English: "Taiwan, China" holds a comma.
  const covered = KOX_COUNTRIES.map((code) => COVERED_NAMES[lang][code]);
  return lang === 'zh'
    ? {
        question: `达人库目前只有这些国家和地区的达人：${covered.join('、')}。没有${asked.join('、')}的达人，要不限国家继续找吗？`,
        choices: [{ label: '不限国家继续找', message: withoutPlaces }],
      }
    : {
        question: `The creator databases cover these countries and regions: ${covered.join('; ')}. None are from ${asked.join(' or ')}. Search without a country?`,
        choices: [{ label: 'Search without a country', message: withoutPlaces }],
      };
}
