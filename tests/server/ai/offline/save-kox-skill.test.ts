import { describe, expect, it } from 'vitest';
import { planReply } from '../../../../server/ai/offline/plan-reply.ts';
import { offlineSkills } from '../../../../server/ai/offline/skills/index.ts';
import { saveKoxSkill } from '../../../../server/ai/offline/skills/save-kox.ts';

const TOOLS = offlineSkills.map((s) => s.toolName);
const ask = (text: string, lang: 'en' | 'zh') =>
  planReply([{ role: 'user', content: [{ type: 'text', text }] }], TOOLS, lang);

describe('offline model: saving creators to the team database', () => {
  it.each([
    ['add these creators to the team database', 'en', {}],
    ['save @priyaruns1 to our team database', 'en', { creators: ['priyaruns1'] }],
    [
      'add @ninaplays2 and @fitwithkai to our team database',
      'en',
      { creators: ['ninaplays2', 'fitwithkai'] },
    ],
    ['把这些达人加入团队库', 'zh', {}],
    ['把@priyaruns1加到团队库', 'zh', { creators: ['priyaruns1'] }],
    ['存到团队库，标签写春季', 'zh', { tags: ['春季'] }],
    ['把这些达人加入团队库并打上“春季新品”标签', 'zh', { tags: ['春季新品'] }],
    ['把@priyaruns1加到团队库，标签为美妆、护肤', 'zh', { creators: ['priyaruns1'], tags: ['美妆', '护肤'] }],
    ['把这些达人保存到团队库，标记为重点合作', 'zh', { tags: ['重点合作'] }],
    ['save them to the team database tagged spring', 'en', { tags: ['spring'] }],
    [
      'save these creators to our team database with the tags spring launch and Q3',
      'en',
      { tags: ['spring launch', 'Q3'] },
    ],
    [
      'add @ninaplays2 to the team database tagged as running',
      'en',
      { creators: ['ninaplays2'], tags: ['running'] },
    ],
    ['tag them spring and save to the team database', 'en', { tags: ['spring'] }],
    ['save the top 5 to our team database', 'en', { first: 5 }],
    ['把前5位达人存到团队库，标签写春季', 'zh', { first: 5, tags: ['春季'] }],
  ] as const)('"%s" (%s) → save_kox with %j', (text, lang, input) => {
    expect(ask(text, lang)).toEqual({ type: 'tool-call', toolName: 'save_kox', input });
  });

  it('leaves a project to add_to_kox_project and a search of the team database to find_kox', () => {
    expect(ask('add these creators to the project Spring Launch', 'en')).toMatchObject({
      toolName: 'add_to_kox_project',
    });
    expect(ask('团队库里有哪些美妆博主', 'zh')).toMatchObject({
      toolName: 'find_kox',
      input: { scope: 'team' },
    });
  });

  it('offers itself as a choice that reads back the same, and says how many went in', () => {
    for (const [text, lang] of [
      ['save @priyaruns1 to our team database', 'en'],
      ['把这些达人加入团队库', 'zh'],
      ['save @priyaruns1 to our team database with the tags spring launch and Q3', 'en'],
      ['把@priyaruns1加到团队库，标签为美妆、护肤', 'zh'],
      ['save the first five to our team database', 'en'],
      ['把前十个存到团队库', 'zh'],
    ] as const) {
      const slots = saveKoxSkill.read(text, new Date());
      expect(ask(saveKoxSkill.choice(slots, lang, text)!.message, lang)).toEqual({
        type: 'tool-call',
        toolName: 'save_kox',
        input: slots,
      });
    }
    const output = { added: 48, already: 2, source: 'recommendation' };
    expect(saveKoxSkill.close(output, 'en')).toBe(
      'Added 48 creators to the team database; 2 were already there.',
    );
    expect(saveKoxSkill.close(output, 'zh')).toBe('已把 48 位达人加入团队库，2 位原本就在库中。');
    expect(saveKoxSkill.close({ added: 1, already: 0, source: 'named' }, 'en')).toBe(
      'Added 1 creator to the team database.',
    );
    expect(saveKoxSkill.close({ added: 0, already: 5, source: 'search' }, 'en')).toBe(
      'All 5 creators were already in the team database; nothing was added.',
    );
    expect(saveKoxSkill.close({ added: 0, already: 5, source: 'search' }, 'zh')).toBe(
      '这 5 位达人原本就在团队库中，没有新增。',
    );
  });

  it('says the tags put on the creators', () => {
    const output = { added: 3, already: 1, source: 'search', tags: ['spring', 'Q3'] };
    expect(saveKoxSkill.close(output, 'en')).toBe(
      'Added 3 creators to the team database; 1 was already there. All of them are tagged “spring”, “Q3”.',
    );
    expect(saveKoxSkill.close(output, 'zh')).toBe(
      '已把 3 位达人加入团队库，1 位原本就在库中，都打上了标签「spring」「Q3」。',
    );
    expect(saveKoxSkill.close({ added: 0, already: 2, source: 'named', tags: ['春季'] }, 'zh')).toBe(
      '这 2 位达人原本就在团队库中，没有新增，都打上了标签「春季」。',
    );
  });

  it('reads no tag where none is said, and leaves out a tag too long for the database', () => {
    expect(saveKoxSkill.read('save these creators to the team database', new Date())).toEqual({});
    expect(saveKoxSkill.read(`save them to the team database tagged ${'x'.repeat(31)}`, new Date())).toEqual(
      {},
    );
    // A tag is not also read as a creator's name ("with …" names creators otherwise).
    expect(saveKoxSkill.read('save them with tags spring and beauty', new Date())).toEqual({
      tags: ['spring', 'beauty'],
    });
  });
});
