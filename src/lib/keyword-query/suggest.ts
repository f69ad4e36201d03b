import type { KeywordNode } from './ast.ts';
import type { KeywordError, KeywordErrorCode } from './errors.ts';
import { parseKeywords } from './parse.ts';
import { tokenize } from './tokenize.ts';

/**
 * Input that parses but probably does not say what was meant. Messages: `keywords:warning.<code>`.
 * - `separator`: a comma (, ，), semicolon (; ；) or 、 inside a term. Lists are read as alternatives, so the
 *   suggestion turns them into `|` (a comma between digits, as in 1,000, is left alone).
 * - `word_operator`: the word AND or OR in capitals between spaces, the boolean-search convention; the
 *   suggestion turns it into `+` or `|`. Lower-case "and"/"or" are ordinary words of a phrase ("rock and roll").
 */
export type KeywordWarningCode = 'separator' | 'word_operator';
export interface KeywordWarning {
  code: KeywordWarningCode;
  position: number;
  length: number;
}

export interface KeywordCheck {
  /** Parses and nothing looks wrong: no need to ask the user. */
  ok: boolean;
  /** The parsed input as typed, when it parses (then "ignore" is possible even with warnings). */
  ast: KeywordNode | null;
  errors: KeywordError[];
  warnings: KeywordWarning[];
  /** A corrected input that parses, or null when nothing is wrong or no safe correction exists. */
  suggestion: string | null;
}

interface Edit {
  position: number;
  length: number;
  text: string;
}

const SEPARATORS = new Set([',', ';', '、']);
const DIGIT = /^\p{Nd}$/u;
const WORD_OPERATOR = /(?<=\s)(AND|OR)(?=\s)/g;
const UNFIXABLE: ReadonlySet<KeywordErrorCode> = new Set(['empty', 'too_long', 'too_many_terms', 'too_deep']);
const MAX_ROUNDS = 20;

/**
 * The keyword check behind "Keywords do not match the requirements, do you want to modify them?". The
 * suggestion is the user's own text with the smallest edits: separators and AND/OR words become operators, a
 * leading # is removed, dangling operators, empty groups and a trailing backslash are dropped, a missing
 * operator becomes `+`, an unclosed `(` is closed at the end, an unopened `)` is opened at the start, and
 * full-width operators become ASCII. Empty, too long, too many terms or too deep input gets no suggestion.
 */
export function checkKeywords(input: string): KeywordCheck {
  const parsed = parseKeywords(input);
  const errors = parsed.ok ? [] : parsed.errors;
  const warnings = parsed.ok || !errors.some((e) => e.code === 'too_long') ? findWarnings(input) : [];
  const ok = parsed.ok && warnings.length === 0;
  return {
    ok,
    ast: parsed.ok ? parsed.ast : null,
    errors,
    warnings,
    suggestion: ok ? null : suggest(input, warnings),
  };
}

function findWarnings(input: string): KeywordWarning[] {
  const warnings: KeywordWarning[] = [];
  const chars = [...input];
  let position = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char.normalize('NFKC') === '\\') {
      position += char.length + (chars[i + 1]?.length ?? 0);
      i++;
      continue;
    }
    const between = DIGIT.test(chars[i - 1] ?? '') && DIGIT.test(chars[i + 1] ?? '');
    if (SEPARATORS.has(char.normalize('NFKC')) && !between)
      warnings.push({ code: 'separator', position, length: 1 });
    position += char.length;
  }
  for (const m of input.matchAll(WORD_OPERATOR)) {
    warnings.push({ code: 'word_operator', position: m.index, length: m[0].length });
  }
  return warnings.sort((a, b) => a.position - b.position);
}

function warningEdit(input: string, w: KeywordWarning): Edit {
  if (w.code === 'word_operator') {
    const text = input.slice(w.position, w.position + w.length) === 'AND' ? '+' : '|';
    return { position: w.position, length: w.length, text };
  }
  let start = w.position;
  let end = w.position + w.length;
  while (start > 0 && /\s/u.test(input[start - 1]!)) start--;
  while (end < input.length && /\s/u.test(input[end]!)) end++;
  return { position: start, length: end - start, text: ' | ' };
}

function errorEdit(input: string, e: KeywordError): Edit {
  switch (e.code) {
    case 'unbalanced_open':
      return { position: input.length, length: 0, text: ')' };
    case 'unbalanced_close':
      return { position: 0, length: 0, text: '(' };
    case 'missing_operator':
      return {
        position: e.position,
        length: 0,
        text: /\s/u.test(input[e.position - 1] ?? '') ? '+ ' : ' + ',
      };
    case 'dangling_operator':
    case 'empty_group': {
      let start = e.position;
      while (start > 0 && /\s/u.test(input[start - 1]!)) start--;
      return { position: start, length: e.position + e.length - start, text: '' };
    }
    default:
      // hash_topic, trailing_escape: drop the character.
      return { position: e.position, length: e.length, text: '' };
  }
}

/** Applies edits from the end so earlier positions stay valid; an edit overlapping a later one is skipped. */
function applyEdits(input: string, edits: readonly Edit[]): string {
  let out = input;
  let limit = Infinity;
  for (const edit of [...edits].sort((a, b) => b.position - a.position || b.length - a.length)) {
    if (edit.position + edit.length > limit) continue;
    out = out.slice(0, edit.position) + edit.text + out.slice(edit.position + edit.length);
    limit = edit.position;
  }
  return out;
}

function asciiOperators(input: string): string {
  const edits: Edit[] = [];
  for (const token of tokenize(input).tokens) {
    if (token.type === 'term') continue;
    const ascii = { and: '+', or: '|', open: '(', close: ')' }[token.type];
    if (token.raw !== ascii) edits.push({ position: token.position, length: token.raw.length, text: ascii });
  }
  return applyEdits(input, edits);
}

/** Trims the edges, keeping a trailing space that a backslash escapes. */
function tidy(input: string): string {
  const trimmed = input.trim();
  const escapes = /\\*$/.exec(trimmed)![0].length;
  return escapes % 2 === 1 ? `${trimmed} ` : trimmed;
}

function suggest(input: string, warnings: readonly KeywordWarning[]): string | null {
  let text = applyEdits(
    input,
    warnings.map((w) => warningEdit(input, w)),
  );
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = parseKeywords(text);
    if (parsed.ok) {
      const suggestion = tidy(asciiOperators(text));
      return suggestion === input ? null : suggestion;
    }
    if (parsed.errors.some((e) => UNFIXABLE.has(e.code))) return null;
    text = applyEdits(
      text,
      parsed.errors.map((e) => errorEdit(text, e)),
    );
  }
  return null;
}
