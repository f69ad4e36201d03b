import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeTermText,
  parseKeywords,
  printKeywords,
  type KeywordNode,
} from '@/lib/keyword-query/index.ts';

/** Term text as the parser produces it: NFKC lower-case, operators and edge whitespace allowed (escaped). */
const termText = fc
  .string({
    unit: fc.constantFrom(
      'a',
      'b',
      'x',
      ' ',
      '+',
      '|',
      '(',
      ')',
      '\\',
      '#',
      '中',
      'é',
      '%',
      "'",
      ',',
      '１',
      'Ａ',
    ),
    minLength: 1,
    maxLength: 6,
  })
  .map(normalizeTermText);

function node(depth: number, parent?: 'and' | 'or'): fc.Arbitrary<KeywordNode> {
  const term = termText.map((text): KeywordNode => ({ kind: 'term', text }));
  if (depth === 0) return term;
  const group = (kind: 'and' | 'or') =>
    fc
      .array(node(depth - 1, kind), { minLength: 2, maxLength: 3 })
      .map((items): KeywordNode => ({ kind, items }));
  // Canonical trees only: the parser flattens an AND inside an AND (and an OR inside an OR).
  return fc.oneof(term, ...(['and', 'or'] as const).filter((k) => k !== parent).map(group));
}

describe('print → parse round trip', () => {
  it('gives back the same tree', () => {
    fc.assert(
      fc.property(node(3), (tree) => {
        const printed = printKeywords(tree);
        fc.pre(printed.length <= 500);
        expect(parseKeywords(printed)).toEqual({ ok: true, ast: tree });
      }),
      { numRuns: 300 },
    );
  });

  it('prints parentheses only where OR sits inside AND', () => {
    const tree = parseKeywords('(a | b) + c | d + (e | f+g)');
    expect(tree.ok && printKeywords(tree.ast)).toBe('(a | b) + c | d + (e | f + g)');
  });
});
