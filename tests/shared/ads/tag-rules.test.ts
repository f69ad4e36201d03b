import { describe, expect, it } from 'vitest';
import {
  formatTagRules,
  parseTagRuleLines,
  parseTagRules,
  parseTagRulesByDimension,
  TAG_RULE_MAX_LINES,
  TAG_RULE_MAX_WORD,
  TAG_RULE_PROBLEMS,
} from '../../../src/lib/ads/tag-rules.ts';
import en from '../../../src/locales/en/adTags.json';
import zh from '../../../src/locales/zh/adTags.json';

describe('tag rules (spec §5: search word, tag word, one group a line)', () => {
  it('reads a search word and its tag word, trimmed, separated by an ASCII or a full-width comma', () => {
    expect(parseTagRules('  trailshoe ,  Trail shoe \n宝妈，宝妈人群\nugc，UGC').rules).toEqual([
      { search: 'trailshoe', tag: 'Trail shoe', line: 1 },
      { search: '宝妈', tag: '宝妈人群', line: 2 },
      { search: 'ugc', tag: 'UGC', line: 3 },
    ]);
  });

  it('takes a line with one word as both: an omitted search word equals the tag word', () => {
    expect(parseTagRules('RoadShoe\n婴儿推车\n, Students').rules).toEqual([
      { search: 'RoadShoe', tag: 'RoadShoe', line: 1 },
      { search: '婴儿推车', tag: '婴儿推车', line: 2 },
      { search: 'Students', tag: 'Students', line: 3 },
    ]);
  });

  it('skips blank lines and # notes, keeping the line numbers people see', () => {
    const text = '# products of the autumn launch\r\n\r\n   \nRoadShoe\r\n＃ 秋季新品\n婴儿推车, 推车';
    const { rules, problems } = parseTagRules(text);
    expect(problems).toEqual([]);
    expect(rules.map((r) => [r.line, r.tag])).toEqual([
      [4, 'RoadShoe'],
      [6, '推车'],
    ]);
  });

  it('names each bad line with its number, and keeps the good ones', () => {
    const text = [
      'women, Women', // 1
      'women,', // 2: empty tag word
      'a, b, c', // 3: three parts
      'WOMEN, Ladies', // 4: same search word (any case), other tag
      'ｗｏｍｅｎ, Women', // 5: same search word (full width), same tag: one rule
      `${'x'.repeat(TAG_RULE_MAX_WORD + 1)}, long`, // 6
      `学生, ${'学'.repeat(TAG_RULE_MAX_WORD)}`, // 7: exactly at the limit
      'bad\u0000word, x', // 8
      'shoe, Shoes,', // 9: a trailing comma adds nothing
    ].join('\n');
    const { rules, problems } = parseTagRules(text);
    expect(rules.map((r) => r.line)).toEqual([1, 7, 9]);
    expect(problems).toEqual([
      { line: 2, kind: 'empty_tag', params: { line: 2 } },
      { line: 3, kind: 'too_many_parts', params: { line: 3 } },
      {
        line: 4,
        kind: 'search_repeated',
        params: { line: 4, first_line: 1, search: 'WOMEN', tag: 'Ladies', first_tag: 'Women' },
      },
      { line: 6, kind: 'too_long', params: { line: 6, max: TAG_RULE_MAX_WORD } },
      { line: 8, kind: 'control_character', params: { line: 8 } },
    ]);
  });

  it('takes search words the matcher cannot tell apart as the same word', () => {
    const { rules, problems } = parseTagRules(
      'free shipping, Free shipping\nFree-Shipping, 包邮\nｆｒｅｅ＿ｓｈｉｐｐｉｎｇ',
    );
    expect(rules).toHaveLength(1);
    expect(problems.map((p) => [p.line, p.kind])).toEqual([
      [2, 'search_repeated'],
      [3, 'search_repeated'],
    ]);
  });

  it(`stops at ${TAG_RULE_MAX_LINES} rules a dimension, naming the first line past it`, () => {
    const lines = Array.from({ length: TAG_RULE_MAX_LINES + 5 }, (_, i) => `word${i}, Tag ${i}`);
    const { rules, problems } = parseTagRules(['# header note', ...lines].join('\n'));
    expect(rules).toHaveLength(TAG_RULE_MAX_LINES);
    expect(problems).toEqual([
      {
        line: TAG_RULE_MAX_LINES + 2,
        kind: 'too_many_lines',
        params: { line: TAG_RULE_MAX_LINES + 2, max: TAG_RULE_MAX_LINES },
      },
    ]);
  });

  it('reads a rules file row with only a search word as an empty tag word', () => {
    const { rules, problems } = parseTagRuleLines([
      { line: 2, parts: ['', 'RoadShoe'] },
      { line: 3, parts: ['women', ''] },
    ]);
    expect(rules).toEqual([{ search: 'RoadShoe', tag: 'RoadShoe', line: 2 }]);
    expect(problems).toEqual([{ line: 3, kind: 'empty_tag', params: { line: 3 } }]);
  });

  it('parses each dimension on its own: the same search word may tag two dimensions', () => {
    const { rules, problems } = parseTagRulesByDimension({
      product: 'ugc, UGC kit',
      hook: 'ugc, UGC\nugc, Creator video',
    });
    expect(rules.product).toEqual([{ search: 'ugc', tag: 'UGC kit', line: 1 }]);
    expect(rules.audience).toEqual([]);
    expect(rules.hook).toEqual([{ search: 'ugc', tag: 'UGC', line: 1 }]);
    expect(problems.map((p) => [p.dimension, p.line, p.kind])).toEqual([['hook', 2, 'search_repeated']]);
  });

  it('writes rules back as the editor shows them, and reads them again the same', () => {
    const { rules } = parseTagRules('trailshoe, Trail shoe\nRoadShoe\n宝妈，宝妈');
    expect(formatTagRules(rules)).toBe('trailshoe, Trail shoe\nRoadShoe\n宝妈');
    expect(parseTagRules(formatTagRules(rules)).rules.map(({ search, tag }) => [search, tag])).toEqual(
      rules.map(({ search, tag }) => [search, tag]),
    );
  });

  it('has a message for every problem in both languages', () => {
    for (const kind of TAG_RULE_PROBLEMS) {
      expect(en.problem[kind]).toContain('{{line}}');
      expect(zh.problem[kind]).toContain('{{line}}');
    }
  });
});
