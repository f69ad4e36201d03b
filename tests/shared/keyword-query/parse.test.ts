import { describe, expect, it } from 'vitest';
import { parseKeywords, type KeywordError, type KeywordNode } from '@/lib/keyword-query/index.ts';

const t = (text: string): KeywordNode => ({ kind: 'term', text });
const and = (...items: KeywordNode[]): KeywordNode => ({ kind: 'and', items });
const or = (...items: KeywordNode[]): KeywordNode => ({ kind: 'or', items });

function ast(input: string): KeywordNode {
  const result = parseKeywords(input);
  if (!result.ok) throw new Error(`${input}: ${JSON.stringify(result.errors)}`);
  return result.ast;
}

function errors(input: string): KeywordError[] {
  const result = parseKeywords(input);
  if (result.ok) throw new Error(`${input} parsed`);
  return result.errors;
}

describe('parseKeywords', () => {
  it('binds + tighter than |', () => {
    expect(ast('a|b+c')).toEqual(or(t('a'), and(t('b'), t('c'))));
    expect(ast('a+b|c')).toEqual(or(and(t('a'), t('b')), t('c')));
    expect(ast('a+b|c+d')).toEqual(or(and(t('a'), t('b')), and(t('c'), t('d'))));
  });

  it('lets parentheses set priority and flattens same-kind groups', () => {
    expect(ast('(a|b)+c')).toEqual(and(or(t('a'), t('b')), t('c')));
    expect(ast('a+(b|(c+d))')).toEqual(and(t('a'), or(t('b'), and(t('c'), t('d')))));
    expect(ast('((a))')).toEqual(t('a'));
    expect(ast('a+(b+c)+d')).toEqual(and(t('a'), t('b'), t('c'), t('d')));
    expect(ast('(a|b)|(c|d)')).toEqual(or(t('a'), t('b'), t('c'), t('d')));
  });

  it('keeps whitespace inside a term (a phrase) and trims its edges', () => {
    expect(ast('  running shoes  +  nike ')).toEqual(and(t('running shoes'), t('nike')));
    expect(ast('a  b')).toEqual(t('a  b'));
  });

  it('is case-insensitive: terms are lower-cased', () => {
    expect(ast('NIKE + Running Shoes')).toEqual(and(t('nike'), t('running shoes')));
    expect(ast('ÉCOLE')).toEqual(t('école'));
  });

  it('normalises with NFKC: full-width operators and letters behave like ASCII', () => {
    expect(ast('ＮＩＫＥ＋（ａ｜ｂ）')).toEqual(and(t('nike'), or(t('a'), t('b'))));
    expect(ast('耐克　＋　阿迪达斯')).toEqual(and(t('耐克'), t('阿迪达斯')));
    expect(ast('a＼＋b')).toEqual(t('a+b'));
  });

  it('treats an escaped character as literal text', () => {
    expect(ast('a\\+b')).toEqual(t('a+b'));
    expect(ast('c\\|d')).toEqual(t('c|d'));
    expect(ast('\\(x\\)')).toEqual(t('(x)'));
    expect(ast('back\\\\slash')).toEqual(t('back\\slash'));
    expect(ast('\\#tag')).toEqual(t('#tag'));
    expect(ast('c#')).toEqual(t('c#'));
    expect(ast('a\\ ')).toEqual(t('a '));
    expect(ast('\\ a + b')).toEqual(and(t(' a'), t('b')));
  });

  it.each<[string, KeywordError[]]>([
    ['', [{ code: 'empty', position: 0, length: 0 }]],
    ['   ', [{ code: 'empty', position: 0, length: 3 }]],
    ['(a+b', [{ code: 'unbalanced_open', position: 0, length: 1 }]],
    ['a+(b|(c)', [{ code: 'unbalanced_open', position: 2, length: 1 }]],
    ['a)+b', [{ code: 'unbalanced_close', position: 1, length: 1 }]],
    ['+a', [{ code: 'dangling_operator', position: 0, length: 1 }]],
    ['a |', [{ code: 'dangling_operator', position: 2, length: 1 }]],
    ['a++b', [{ code: 'dangling_operator', position: 2, length: 1 }]],
    ['(a|)+b', [{ code: 'dangling_operator', position: 2, length: 1 }]],
    ['a+( )', [{ code: 'empty_group', position: 2, length: 3 }]],
    ['(a) b', [{ code: 'missing_operator', position: 4, length: 1 }]],
    ['nike (run)', [{ code: 'missing_operator', position: 5, length: 1 }]],
    ['(a)(b)', [{ code: 'missing_operator', position: 3, length: 1 }]],
    ['a\\', [{ code: 'trailing_escape', position: 1, length: 1 }]],
    ['#nike', [{ code: 'hash_topic', position: 0, length: 1 }]],
    ['a | ＃ run', [{ code: 'hash_topic', position: 4, length: 1 }]],
  ])('reports %j precisely', (input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('reports every problem at once, in input order', () => {
    expect(errors(')#a++ (b')).toEqual([
      { code: 'unbalanced_close', position: 0, length: 1 },
      { code: 'hash_topic', position: 1, length: 1 },
      { code: 'dangling_operator', position: 4, length: 1 },
      { code: 'unbalanced_open', position: 6, length: 1 },
    ]);
  });

  it('counts positions in the text as typed, escapes and astral characters included', () => {
    expect(errors('😀\\+ab + ')).toEqual([{ code: 'dangling_operator', position: 7, length: 1 }]);
  });

  it('rejects input over 500 characters without parsing it', () => {
    expect(ast('a'.repeat(500))).toEqual(t('a'.repeat(500)));
    expect(errors(`${'a'.repeat(499)}+(b`)).toEqual([{ code: 'too_long', position: 500, length: 2 }]);
  });

  it('rejects more than 50 terms at the 51st', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `k${i}`).join('|');
    expect(parseKeywords(fifty).ok).toBe(true);
    expect(errors(`${fifty}|k50`)).toEqual([
      { code: 'too_many_terms', position: fifty.length + 1, length: 3 },
    ]);
  });

  it('rejects more than 10 open parentheses at the 11th', () => {
    expect(ast(`${'('.repeat(10)}a${')'.repeat(10)}`)).toEqual(t('a'));
    expect(errors(`${'('.repeat(11)}a${')'.repeat(11)}`)).toEqual([
      { code: 'too_deep', position: 10, length: 1 },
    ]);
  });
});
