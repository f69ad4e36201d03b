import { KEYWORD_LIMITS, type KeywordNode } from './ast.ts';
import type { KeywordError } from './errors.ts';
import { tokenize, type Token } from './tokenize.ts';

export type ParseResult = { ok: true; ast: KeywordNode } | { ok: false; errors: KeywordError[] };

/**
 * Parses the keyword language of spec §5:
 *
 *   query := and ('|' and)*        OR, the weakest
 *   and   := atom ('+' atom)*      AND binds tighter than OR: `a|b+c` is `a | (b + c)`
 *   atom  := term | '(' query ')'
 *
 * Matching is case-insensitive (terms are NFKC-normalised and lower-cased). There is no implicit operator:
 * `(a) b` is a `missing_operator` error, while `running shoes` is one phrase. Every problem is reported at
 * once, in input order. Beyond the limits the input is rejected, not truncated: more than 500 characters
 * (`too_long`, nothing else is checked), more than 50 terms (`too_many_terms` at the 51st) or more than 10
 * parentheses open at once (`too_deep` at the 11th).
 */
export function parseKeywords(input: string): ParseResult {
  if (input.length > KEYWORD_LIMITS.maxLength) {
    return {
      ok: false,
      errors: [
        {
          code: 'too_long',
          position: KEYWORD_LIMITS.maxLength,
          length: input.length - KEYWORD_LIMITS.maxLength,
        },
      ],
    };
  }
  const { tokens, errors } = tokenize(input);
  if (tokens.length === 0 && errors.length === 0)
    return { ok: false, errors: [{ code: 'empty', position: 0, length: input.length }] };
  errors.push(...validate(tokens));
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.position - b.position) };
  return { ok: true, ast: new Builder(tokens).query() };
}

const isOperand = (t: Token | undefined) => t?.type === 'term' || t?.type === 'open';
const endsOperand = (t: Token | undefined) => t?.type === 'term' || t?.type === 'close';
const isBinary = (t: Token | undefined) => t?.type === 'and' || t?.type === 'or';

function validate(tokens: readonly Token[]): KeywordError[] {
  const errors: KeywordError[] = [];
  const open: Token[] = [];
  // An unmatched ')' is reported once, not again as a missing operator before the next operand.
  const stray = new Set<Token>();
  let terms = 0;
  let tooDeep = false;
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (token.type === 'term') {
      terms++;
      if (terms === KEYWORD_LIMITS.maxTerms + 1)
        errors.push({ code: 'too_many_terms', position: token.position, length: token.length });
      if (token.hash) errors.push({ code: 'hash_topic', position: token.position, length: 1 });
    }
    if (isOperand(token) && endsOperand(prev) && !stray.has(prev!)) {
      const length = token.type === 'term' ? token.length : 1;
      errors.push({ code: 'missing_operator', position: token.position, length });
    }
    if (isBinary(token) && (!endsOperand(prev) || next === undefined || next.type === 'close')) {
      errors.push({ code: 'dangling_operator', position: token.position, length: 1 });
    }
    if (token.type === 'open') {
      open.push(token);
      if (open.length > KEYWORD_LIMITS.maxDepth && !tooDeep) {
        tooDeep = true;
        errors.push({ code: 'too_deep', position: token.position, length: 1 });
      }
    }
    if (token.type === 'close') {
      const opener = open.pop();
      if (!opener) {
        stray.add(token);
        errors.push({ code: 'unbalanced_close', position: token.position, length: 1 });
      } else if (prev === opener)
        errors.push({
          code: 'empty_group',
          position: opener.position,
          length: token.position + 1 - opener.position,
        });
    }
  });
  for (const token of open) errors.push({ code: 'unbalanced_open', position: token.position, length: 1 });
  return errors;
}

/** Recursive descent over tokens that passed validation; same-kind groups are flattened. */
class Builder {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  query(): KeywordNode {
    return this.list('or', () => this.and());
  }

  private and(): KeywordNode {
    return this.list('and', () => this.atom());
  }

  private list(kind: 'and' | 'or', item: () => KeywordNode): KeywordNode {
    const items: KeywordNode[] = [];
    do {
      const node = item();
      if (node.kind === kind) items.push(...node.items);
      else items.push(node);
    } while (this.tokens[this.index]?.type === kind && ++this.index);
    return items.length === 1 ? items[0]! : { kind, items };
  }

  private atom(): KeywordNode {
    const token = this.tokens[this.index++]!;
    if (token.type === 'term') return { kind: 'term', text: token.text };
    const inner = this.query();
    this.index++; // the validated ')'
    return inner;
  }
}
