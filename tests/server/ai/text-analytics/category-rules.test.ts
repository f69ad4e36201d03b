import { describe, expect, it } from 'vitest';
import { matchRules, parseCategoryRules } from '../../../../server/ai/text-analytics/category-rules.ts';

describe('parseCategoryRules', () => {
  it('reads "search word, tag word" per line, with ASCII or full-width commas', () => {
    expect(parseCategoryRules('air max, 跑鞋\n篮球，球鞋\n')).toEqual({
      ok: true,
      rules: [
        { search: 'air max', tag: '跑鞋', line: 1 },
        { search: '篮球', tag: '球鞋', line: 2 },
      ],
    });
  });

  it('uses the tag as the search word when the search word is omitted', () => {
    expect(parseCategoryRules('开箱\n, review')).toEqual({
      ok: true,
      rules: [
        { search: '开箱', tag: '开箱', line: 1 },
        { search: 'review', tag: 'review', line: 2 },
      ],
    });
  });

  it('skips blank lines but keeps line numbers as written', () => {
    const parsed = parseCategoryRules('\n\n  \nrunning, 跑步');
    expect(parsed).toEqual({ ok: true, rules: [{ search: 'running', tag: '跑步', line: 4 }] });
  });

  it('reports every bad line with its number in zh and en', () => {
    const parsed = parseCategoryRules('ok, 好\na, b, c\n\nshoe,\nok, 好\n' + 'x'.repeat(51) + ', y');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.line)).toEqual([2, 4, 5, 6]);
    expect(parsed.errors[0]!.message.en).toBe('Line 2: use one comma per line, as "search word, tag word"');
    expect(parsed.errors[1]!.message).toEqual({
      zh: '第 4 行：缺少标签词',
      en: 'Line 4: the tag word is missing',
    });
    expect(parsed.errors[2]!.message.en).toBe('Line 5: repeats line 1');
    expect(parsed.errors[3]!.message.zh).toContain('第 6 行');
  });
});

describe('matchRules', () => {
  it('tags a text with every rule whose search word occurs, case-insensitively, each tag once', () => {
    const parsed = parseCategoryRules('air max, 跑鞋\npegasus, 跑鞋\njordan, 球鞋');
    if (!parsed.ok) throw new Error('rules should parse');
    expect(matchRules('Nike AIR MAX and Pegasus', parsed.rules)).toEqual(['跑鞋']);
    expect(matchRules('Jordan 1 vs Air Max', parsed.rules)).toEqual(['跑鞋', '球鞋']);
    expect(matchRules('adidas', parsed.rules)).toEqual([]);
  });
});
