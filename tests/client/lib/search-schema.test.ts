import { describe, expect, it } from 'vitest';
import {
  optionalSearchChoice,
  optionalSearchText,
  requiredParamText,
  textSearch,
} from '@/lib/router/search-schema';

describe('query and path parameter checks', () => {
  it('keeps text up to its length, turns numbers back into text and drops the rest', () => {
    expect(optionalSearchText('abc', 3)).toBe('abc');
    expect(optionalSearchText('abcd', 3)).toBeUndefined();
    expect(optionalSearchText(123456, 6)).toBe('123456');
    expect(optionalSearchText(Infinity, 20)).toBeUndefined();
    for (const bad of [undefined, null, true, { a: 1 }, ['x']])
      expect(optionalSearchText(bad, 10)).toBeUndefined();
  });

  it('keeps only a listed choice', () => {
    expect(optionalSearchChoice('smart', ['smart', 'custom'])).toBe('smart');
    expect(optionalSearchChoice('other', ['smart', 'custom'])).toBeUndefined();
    expect(optionalSearchChoice(1, ['smart'])).toBeUndefined();
  });

  it('validates a route search, leaving out what it dropped', () => {
    const validate = textSearch({ redirect: 10, code: 6 });
    expect(validate({ redirect: '/writer', code: 123456, extra: 'x' })).toEqual({
      redirect: '/writer',
      code: '123456',
    });
    expect(Object.keys(validate({ redirect: '/a-very-long-path', code: { x: 1 } }))).toEqual([]);
  });

  it('trims a required path parameter and refuses an empty or too long one', () => {
    expect(requiredParamText('  app_1 ', 10, 'app_doi')).toBe('app_1');
    expect(() => requiredParamText('   ', 10, 'app_doi')).toThrow(/app_doi/);
    expect(() => requiredParamText('x'.repeat(11), 10, 'app_doi')).toThrow(/app_doi/);
    expect(() => requiredParamText(undefined, 10, 'app_doi')).toThrow(/app_doi/);
  });
});
