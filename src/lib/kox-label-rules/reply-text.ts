/**
 * The creator's own words in a reply: the quoted e-mail below it is ours (it says "interested", "rate" …) and
 * must not decide the label. Lines quoted with ">" are dropped and the text ends at the usual headers of a quoted
 * original ("On … wrote:", "在 … 写道：", "-----Original Message-----", "-----原始邮件-----", "From: …" after a
 * blank line).
 */
const QUOTE_STARTS = [
  /^on\b.*\bwrote:\s*$/i,
  /^在.*写道[:：]\s*$/,
  /^-{2,}\s*(original message|原始邮件|forwarded message)\s*-{2,}$/i,
];

export function ownWordsOf(text: string): string {
  const kept: string[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (const [i, line] of lines.entries()) {
    const trimmed = line.trim();
    if (QUOTE_STARTS.some((start) => start.test(trimmed))) break;
    if (/^(from|发件人)[:：]/i.test(trimmed) && i > 0 && lines[i - 1]!.trim() === '') break;
    if (trimmed.startsWith('>')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Full-width forms folded (NFKC), as people read them; the case is kept for the excerpt. */
export const readable = (s: string) => s.normalize('NFKC');

/**
 * Where a phrase occurs in (readable) text, in any case and with any run of spaces for a space, or null. A phrase
 * with Chinese, Japanese or Korean characters is found anywhere (those scripts have no spaces between words); any
 * other as whole words, so "no" is not found in "know".
 */
export function findPhrase(text: string, phrase: string): { index: number; length: number } | null {
  const wanted = readable(phrase).trim();
  if (!wanted) return null;
  const words = escape(wanted).replace(/\s+/g, '\\s+');
  const pattern = CJK.test(wanted) ? words : `(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`;
  const match = new RegExp(pattern, 'iu').exec(text);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** A few words around a match, for the reason a person reads. */
export function excerptAround(text: string, at: { index: number; length: number }, context = 30): string {
  const start = Math.max(0, at.index - context);
  const end = Math.min(text.length, at.index + at.length + context);
  const words = text.slice(start, end).trim().replace(/\s+/g, ' ');
  return `${start > 0 ? '…' : ''}${words}${end < text.length ? '…' : ''}`;
}
