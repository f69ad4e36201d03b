import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readTagRulesFile,
  TAG_RULES_FILE_MAX_BYTES,
} from '../../../../server/ads/tagging/read-rules-file.ts';
import { buildTagRulesTemplate } from '../../../../server/ads/tagging/rules-file-template.ts';
import { tagRuleIssues, tagRuleProblemText } from '../../../../server/ads/tagging/tag-rule-messages.ts';
import { AppError } from '../../../../server/lib/errors.ts';
import { ErrorCode } from '../../../../src/lib/api/error-codes.ts';
import { TAG_RULE_MAX_LINES } from '../../../../src/lib/ads/tag-rules.ts';
import { writeXlsx } from '../../../../src/lib/xlsx/write-xlsx.ts';

const csv = (text: string) => new TextEncoder().encode(text);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => vi.restoreAllMocks());

describe('the tag rules file (spec §5: uploaded file must follow the template)', () => {
  it('writes the template as CSV, headed in the language asked, with examples that read as rules', async () => {
    const bytes = buildTagRulesTemplate('csv', 'en', 'product');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFSearch word,Tag word\r\ntrailshoe,Trail shoe\r\n,RoadShoe\r\n婴儿推车,婴儿推车\r\n',
    );
    expect(await readTagRulesFile('rules.csv', bytes, 'en')).toEqual({
      rules: [
        { search: 'trailshoe', tag: 'Trail shoe', line: 2 },
        { search: 'RoadShoe', tag: 'RoadShoe', line: 3 },
        { search: '婴儿推车', tag: '婴儿推车', line: 4 },
      ],
      problems: [],
    });
  });

  it('writes the template as XLSX, and reads it back, in Chinese', async () => {
    const bytes = buildTagRulesTemplate('xlsx', 'zh', 'audience');
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const { rules, problems } = await readTagRulesFile('规则.xlsx', bytes, 'zh');
    expect(problems).toEqual([]);
    expect(rules.map((r) => [r.search, r.tag])).toEqual([
      ['women', 'Women'],
      ['Students', 'Students'],
      ['宝妈', '宝妈'],
    ]);
  });

  it('takes the headers of either language, any case, and names bad rows by their row number', async () => {
    const bytes = writeXlsx([
      ['搜索词', 'TAG WORD'],
      ['women', 'Women'],
      [],
      ['moms', ''],
      ['ugc', 'UGC', 'extra'],
      ['WOMEN', 'Ladies'],
    ]);
    const { rules, problems } = await readTagRulesFile('rules.xlsx', bytes, 'zh');
    expect(rules).toEqual([{ search: 'women', tag: 'Women', line: 2 }]);
    expect(problems.map((p) => [p.line, p.kind])).toEqual([
      [4, 'empty_tag'],
      [5, 'too_many_parts'],
      [6, 'search_repeated'],
    ]);
    expect(tagRuleProblemText(problems[2]!, 'zh')).toBe('第 6 行：搜索词“WOMEN”已在第 2 行对应标签“Women”');
    expect(tagRuleProblemText(problems[2]!, 'en')).toBe(
      'Line 6: the search word “WOMEN” already has the tag “Women” on line 2',
    );
    expect(tagRuleIssues([{ ...problems[0]!, dimension: 'audience' }], 'en')).toEqual([
      {
        path: 'rules.audience',
        message: 'Line 4: the tag word is empty',
        row: 4,
        params: { kind: 'empty_tag', line: 4 },
      },
    ]);
  });

  it.each([
    ['a file without the header', 'women,Women\nmoms,Moms\n'],
    ['a header in the wrong order', 'Tag word,Search word\nWomen,women\n'],
    ['a third header', 'Search word,Tag word,Dimension\nwomen,Women,audience\n'],
    ['one column', 'Search word\nwomen\n'],
  ])('refuses %s with 10416 and says what the template is', async (_, text) => {
    const error = await refusal(readTagRulesFile('rules.csv', csv(text), 'en'));
    expect(error.code).toBe('AD_TAG_RULES_FILE_TEMPLATE');
    expect(ErrorCode[error.code]).toBe(10416);
    expect(error.message).toBe(
      "The first row must be the template's two headers: “Search word” and “Tag word”",
    );
    expect(error.issues?.[0]).toMatchObject({ path: 'file', row: 1 });
  });

  it('refuses an empty file, and a template without rules, in the language asked', async () => {
    expect((await refusal(readTagRulesFile('rules.csv', new Uint8Array(), 'zh'))).message).toBe(
      '文件中模板表头下没有规则',
    );
    const error = await refusal(readTagRulesFile('rules.csv', csv('Search word,Tag word\n\n'), 'en'));
    expect([error.code, error.message]).toEqual([
      'AD_TAG_RULES_FILE_TEMPLATE',
      "The file has no rules under the template's headers",
    ]);
  });

  it(`refuses more than ${TAG_RULE_MAX_LINES} rules, and a file past the size limit`, async () => {
    const rows = Array.from({ length: TAG_RULE_MAX_LINES + 1 }, (_, i) => `w${i},T${i}`);
    const error = await refusal(
      readTagRulesFile('rules.csv', csv(['Search word,Tag word', ...rows].join('\n')), 'en'),
    );
    expect(error.message).toBe(`The file has more than ${TAG_RULE_MAX_LINES} rules`);
    const big = await refusal(
      readTagRulesFile('rules.csv', new Uint8Array(TAG_RULES_FILE_MAX_BYTES + 1), 'en'),
    );
    expect(big.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('leaves a file that cannot be read at all to the readers: 10221', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await refusal(readTagRulesFile('rules.xlsx', csv('Search word,Tag word'), 'en'));
    expect(error.code).toBe('IMPORT_FILE_UNREADABLE');
    const binary = await refusal(readTagRulesFile('rules.csv', csv('Search word,Tag\u0000word'), 'en'));
    expect(binary.code).toBe('IMPORT_FILE_UNREADABLE');
  });
});
