import { normalizeTermText } from './ast.ts';
import type { KeywordError } from './errors.ts';

export type OperatorType = 'and' | 'or' | 'open' | 'close';

export type Token =
  | { type: OperatorType; position: number; raw: string }
  | { type: 'term'; text: string; position: number; length: number; hash: boolean };

const OPERATORS: Readonly<Record<string, OperatorType>> = {
  '+': 'and',
  '|': 'or',
  '(': 'open',
  ')': 'close',
};

interface Unit {
  char: string;
  escaped: boolean;
  /** Span in the input, the escaping backslash included. */
  start: number;
  end: number;
}

const isSpace = (char: string) => /^\s+$/u.test(char.normalize('NFKC'));

/**
 * Splits the input into operators and terms. A character is an operator when its NFKC form is one, so the
 * full-width ＋｜（）＼ act like +|()\. A backslash makes the next character literal, whatever it is. Unescaped
 * whitespace at the edges of a term is dropped; whitespace inside it belongs to the term (a phrase).
 */
export function tokenize(input: string): { tokens: Token[]; errors: KeywordError[] } {
  const tokens: Token[] = [];
  const errors: KeywordError[] = [];
  let units: Unit[] = [];

  const flush = () => {
    let start = 0;
    let end = units.length;
    while (start < end && !units[start]!.escaped && isSpace(units[start]!.char)) start++;
    while (end > start && !units[end - 1]!.escaped && isSpace(units[end - 1]!.char)) end--;
    const kept = units.slice(start, end);
    units = [];
    const first = kept[0];
    const last = kept.at(-1);
    if (!first || !last) return;
    tokens.push({
      type: 'term',
      text: normalizeTermText(kept.map((u) => u.char).join('')),
      position: first.start,
      length: last.end - first.start,
      hash: !first.escaped && first.char.normalize('NFKC') === '#',
    });
  };

  const chars = [...input];
  let position = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const normal = char.normalize('NFKC');
    if (normal === '\\') {
      const next = chars[i + 1];
      if (next === undefined) errors.push({ code: 'trailing_escape', position, length: char.length });
      else {
        units.push({ char: next, escaped: true, start: position, end: position + char.length + next.length });
        i++;
        position += next.length;
      }
    } else if (normal in OPERATORS) {
      flush();
      tokens.push({ type: OPERATORS[normal]!, position, raw: char });
    } else {
      units.push({ char, escaped: false, start: position, end: position + char.length });
    }
    position += char.length;
  }
  flush();
  return { tokens, errors };
}
