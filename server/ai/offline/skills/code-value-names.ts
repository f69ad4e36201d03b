import enEnums from '../../../../src/locales/en/enums.json' with { type: 'json' };
import zhEnums from '../../../../src/locales/zh/enums.json' with { type: 'json' };
import enAdReport from '../../../../src/locales/en/adReport.json' with { type: 'json' };
import zhAdReport from '../../../../src/locales/zh/adReport.json' with { type: 'json' };
import { displayName } from '../../../../src/lib/format/display-names.ts';
import type { PostDimension } from '../../../../src/tools/query-dashboard/contract.ts';
import type { AdQueryDimension } from '../../../../src/tools/query-ad-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';

type Words = Record<string, string>;
const ENUMS = { en: enEnums, zh: zhEnums };
const AD_REPORT = { en: enAdReport, zh: zhAdReport };

/** A word list's name for a code, the code itself when the list has none (a value the data brought). */
const named = (words: Words, code: string) => words[code] ?? code;

/**
 * A post value in a sentence as the card shows it: US → 美国 / United States, en → 英语 / English, short → 短视频,
 * youtube → YouTube; a hashtag as it is.
 */
export function postValueName(by: PostDimension, code: string, lang: Language): string {
  switch (by) {
    case 'region':
    case 'language':
      return displayName(by, code, lang);
    case 'format':
      return named(ENUMS[lang].format, code);
    case 'platform':
      return named(ENUMS[lang].media, code);
    case 'hashtag':
      return code;
  }
}

/** An ad dimension's value in a sentence as the card shows it: US → 美国, reels → Reels, sales → 销量. */
export function adValueName(by: AdQueryDimension, code: string, lang: Language): string {
  const words = AD_REPORT[lang];
  switch (by) {
    case 'country':
      return displayName('region', code, lang);
    case 'media':
      return named(words.media, code);
    case 'channel':
      return named(words.channel, code);
    case 'type':
      return named(words.adType, code);
    case 'objective':
      return named(words.objective, code);
    default:
      return code;
  }
}
