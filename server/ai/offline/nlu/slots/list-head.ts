import { CHINESE_NUMBER, parseNumber } from './chinese-number.ts';
import { blank, foldText } from './fold-text.ts';

const EN_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const EN_FIRST = new RegExp(
  String.raw`\b(?:the\s+)?(?:first|top)\s+(\d{1,3}|${EN_NUMBERS.join('|')})(?:\s+(?:of\s+them|creators|influencers|kols|koxs|bloggers|ones|people))?\b`,
  'iu',
);
const ZH_FIRST = new RegExp(
  `前\\s*(\\d{1,3}|${CHINESE_NUMBER})\\s*(?:个|位|名)(?:达人|博主|网红|红人|KOL)?`,
  'iu',
);

/**
 * "add the first three to Summer Drop", "把前3位加到…": how many of the last list, from its top, a request
 * takes, with the text left once that is blanked (it is no creator's name); none when it says none.
 */
export function listHeadOf(raw: string): { first?: number; rest: string } {
  const text = foldText(raw);
  const m = EN_FIRST.exec(text) ?? ZH_FIRST.exec(text);
  const said = m?.[1]?.toLowerCase();
  if (!m || !said) return { rest: text };
  const word = EN_NUMBERS.indexOf(said);
  const first = word >= 0 ? word + 1 : parseNumber(said);
  if (!Number.isInteger(first) || first < 1) return { rest: text };
  return { first, rest: blank(text, [[m.index, m.index + m[0].length]]) };
}
