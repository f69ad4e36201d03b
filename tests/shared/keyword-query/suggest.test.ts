import { describe, expect, it } from 'vitest';
import { checkKeywords, parseKeywords } from '@/lib/keyword-query/index.ts';

describe('checkKeywords', () => {
  it('accepts valid input with no suggestion', () => {
    const check = checkKeywords('Nike + (running shoes | sneakers)');
    expect(check).toMatchObject({ ok: true, errors: [], warnings: [], suggestion: null });
    expect(check.ast).not.toBeNull();
    expect(checkKeywords('ｎｉｋｅ＋ｒｕｎ')).toMatchObject({ ok: true, suggestion: null });
    expect(checkKeywords('1,000 views')).toMatchObject({ ok: true, suggestion: null });
    expect(checkKeywords('rock and roll')).toMatchObject({ ok: true, suggestion: null });
  });

  it.each([
    ['(nike + run', '(nike + run)'],
    ['nike | run)', '(nike | run)'],
    ['nike + ', 'nike'],
    ['| nike', 'nike'],
    ['nike ++ run', 'nike + run'],
    ['nike + () | run', 'nike + run'],
    ['a + (', 'a'],
    ['#nike | #adidas', 'nike | adidas'],
    ['nike\\', 'nike'],
    ['(nike) run', '(nike) + run'],
    ['nike，adidas、puma', 'nike | adidas | puma'],
    ['nike, adidas; puma', 'nike | adidas | puma'],
    ['nike AND shoes OR adidas', 'nike + shoes | adidas'],
    ['(a｜b) c', '(a|b) + c'],
    ['#a, #b,', 'a | b'],
  ])('suggests a fix for %j', (input, suggestion) => {
    const check = checkKeywords(input);
    expect(check.ok).toBe(false);
    expect(check.suggestion).toBe(suggestion);
    expect(parseKeywords(suggestion).ok).toBe(true);
  });

  it('reports warnings for input that parses but looks wrong, keeping the parsed tree for "ignore"', () => {
    const check = checkKeywords('nike, adidas AND puma');
    expect(check.errors).toEqual([]);
    expect(check.ast).toEqual({ kind: 'term', text: 'nike, adidas and puma' });
    expect(check.warnings).toEqual([
      { code: 'separator', position: 4, length: 1 },
      { code: 'word_operator', position: 13, length: 3 },
    ]);
  });

  it('does not treat escaped separators as mistakes', () => {
    expect(checkKeywords('hello\\, world')).toMatchObject({ ok: true, suggestion: null });
  });

  it('offers no suggestion when none is safe', () => {
    expect(checkKeywords('')).toMatchObject({ ok: false, suggestion: null });
    expect(checkKeywords('()')).toMatchObject({ ok: false, suggestion: null });
    expect(checkKeywords('a'.repeat(501))).toMatchObject({ ok: false, suggestion: null, warnings: [] });
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`).join('|');
    expect(checkKeywords(many)).toMatchObject({ ok: false, suggestion: null });
  });
});
