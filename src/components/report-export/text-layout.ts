/** The parts of a 2D context that measuring needs; a real canvas in the browser, a fake in tests. */
export interface TextMeasurer {
  measureText(text: string): { width: number };
}

// Han, kana, hangul and full-width forms break between any two characters; other scripts at spaces.
const BREAK_ANYWHERE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

function tokens(paragraph: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const char of paragraph) {
    if (char === ' ' || BREAK_ANYWHERE.test(char)) {
      if (word) out.push(word);
      out.push(char);
      word = '';
    } else word += char;
  }
  if (word) out.push(word);
  return out;
}

/** A token wider than a whole line, cut into pieces that fit. */
function splitLong(ctx: TextMeasurer, token: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of token) {
    if (piece && ctx.measureText(piece + char).width > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Lines of `text` no wider than `maxWidth`: breaks at spaces, between CJK characters, and at `\n`. */
export function wrapText(ctx: TextMeasurer, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const token of tokens(paragraph)) {
      const candidate = line + token;
      if (ctx.measureText(candidate).width <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      if (token === ' ') {
        line = '';
      } else if (ctx.measureText(token).width > maxWidth) {
        const pieces = splitLong(ctx, token, maxWidth);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1] ?? '';
      } else line = token;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** `text` cut with an ellipsis so it is no wider than `maxWidth`. */
export function fitText(ctx: TextMeasurer, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${chars.slice(0, mid).join('')}…`).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('')}…`;
}
