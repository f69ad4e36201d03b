import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput } from './ask-user-input.ts';
import type { Slots } from '../skills/offline-skill.ts';
import { findKoxSentence } from './kox-request-sentences.ts';
import { creatorPlacesOf } from './slots/kox-filters.ts';
import { koxMeasureBoundsOf } from './slots/kox-measure-bounds.ts';

/**
 * A creator search whose price is said in yuan ("报价低于5000元"): the databases keep prices in US dollars and the
 * studio keeps no exchange rate, so it asks for the price in dollars instead of filtering by a converted guess; one
 * choice searches without the price.
 */
export function foreignPriceQuestion(text: string, slots: Slots, lang: Language): AskUserInput | null {
  const { foreignPrice } = koxMeasureBoundsOf(text);
  if (!foreignPrice) return null;
  // The search as read: the price in yuan is not among its filters.
  const rest = findKoxSentence(slots, creatorPlacesOf(text).values, lang);
  return lang === 'zh'
    ? {
        question: `达人库的报价以美元记录，不能按“${foreignPrice}”筛选。请用美元说报价（例如“报价低于500美元”），或者不限报价继续找？`,
        choices: [{ label: '不限报价继续找', message: rest }],
      }
    : {
        question: `The creator databases keep prices in US dollars, so “${foreignPrice}” cannot be used as a filter. Say the price in dollars (for example “under $500 per video”), or search without a price?`,
        choices: [{ label: 'Search without a price', message: rest }],
      };
}
