import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { hasCjk } from './normalize-text.ts';

/** The language a user wrote in: Chinese when there is any Chinese, English when there are Latin letters. */
export function detectLanguage(text: string, fallback: Language): Language {
  if (hasCjk(text)) return 'zh';
  if (/\p{Script=Latin}/u.test(text)) return 'en';
  return fallback;
}
