import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkKeywords, parseKeywords } from '@/lib/keyword-query/index.ts';

const input = fc.string({
  unit: fc.constantFrom(
    'a',
    'B',
    ' ',
    '+',
    '|',
    '(',
    ')',
    '\\',
    '#',
    '，',
    ',',
    '、',
    '＋',
    '（',
    '）',
    '中',
    'AND',
    'OR',
  ),
  maxLength: 30,
});

describe('keyword check on arbitrary input', () => {
  it('never throws, and every error points inside the input', () => {
    fc.assert(
      fc.property(input, (text) => {
        const result = parseKeywords(text);
        if (result.ok) return;
        expect(result.errors.length).toBeGreaterThan(0);
        for (const e of result.errors) {
          expect(e.position).toBeGreaterThanOrEqual(0);
          expect(e.position + e.length).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('suggests only text that parses, and nothing for text that is already fine', () => {
    fc.assert(
      fc.property(input, (text) => {
        const check = checkKeywords(text);
        if (check.suggestion !== null) expect(parseKeywords(check.suggestion).ok).toBe(true);
        if (check.ok) expect(check.suggestion).toBeNull();
        expect(check.ok).toBe(check.errors.length === 0 && check.warnings.length === 0);
      }),
      { numRuns: 500 },
    );
  });
});
