import { describe, expect, it } from 'vitest';
import {
  allTerms,
  keywordMatches,
  parseKeywords,
  satisfyingTerms,
} from '../../../../server/analytics/sources/sample/keyword-terms.ts';
import { createRandom } from '../../../../server/analytics/sources/sample/prng.ts';

describe('sample keyword terms', () => {
  it('reads AND, OR, parentheses and escapes, case-insensitively', () => {
    const q = parseKeywords('Nike+(running|跑鞋)');
    expect(keywordMatches(q, 'NIKE running review')).toBe(true);
    expect(keywordMatches(q, 'nike跑鞋测评')).toBe(true);
    expect(keywordMatches(q, 'nike lifestyle')).toBe(false);
    expect(keywordMatches(q, 'running shoes')).toBe(false);
    expect(allTerms(parseKeywords('c\\+\\+|rust'))).toEqual(['c++', 'rust']);
    expect(keywordMatches(parseKeywords('a|b+c'), 'a')).toBe(true);
    expect(keywordMatches(parseKeywords('a|b+c'), 'b')).toBe(false);
  });

  it('chooses term sets that satisfy the query', () => {
    const random = createRandom(1);
    for (const text of ['nike+(running|跑鞋)', '(a|b)+(c|d)+e', 'x|y|z', 'solo']) {
      const q = parseKeywords(text);
      for (let i = 0; i < 20; i++) expect(keywordMatches(q, satisfyingTerms(q, random).join(' '))).toBe(true);
    }
  });

  it('takes unreadable input term by term and empty input as no query', () => {
    expect(allTerms(parseKeywords('nike+)(running'))).toEqual(['nike', 'running']);
    expect(parseKeywords('  ')).toBeNull();
  });
});
