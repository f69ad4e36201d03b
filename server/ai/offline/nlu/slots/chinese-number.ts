const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

export const CHINESE_NUMBER = '[零〇一二两三四五六七八九十百]+';

/** "7", "十二", "两", "三十一", "一百" → the number; anything else → NaN. */
export function parseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let digit = 0;
  for (const ch of text) {
    if (ch === '十' || ch === '百') {
      total += (digit || 1) * (ch === '十' ? 10 : 100);
      digit = 0;
    } else if (ch in DIGITS) digit = DIGITS[ch] ?? 0;
    else return NaN;
  }
  return total + digit;
}

const EN_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};
export const ENGLISH_NUMBER = Object.keys(EN_NUMBERS).join('|');

export function parseEnglishNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : (EN_NUMBERS[text.toLowerCase()] ?? NaN);
}
