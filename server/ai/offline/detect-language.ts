import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { hasCjk } from './normalize-text.ts';

/** Names quoted or mentioned are in their own language, not the request's ("export “跑鞋对比” as PDF"). */
const NAMED = /“[^”]*”|"[^"]*"|「[^」]*」|『[^』]*』|@\S+/gu;

/**
 * The language a user wrote in: Chinese when there is any Chinese outside the names they quote, English when
 * there are Latin letters; a request that is only names goes by the names.
 */
export function detectLanguage(text: string, fallback: Language): Language {
  const words = text.replace(NAMED, ' ');
  const said = /[\p{Script=Latin}\p{Script=Han}]/u.test(words) ? words : text;
  if (hasCjk(said)) return 'zh';
  if (/\p{Script=Latin}/u.test(said)) return 'en';
  return fallback;
}
