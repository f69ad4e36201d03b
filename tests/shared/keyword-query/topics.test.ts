import { describe, expect, it } from 'vitest';
import { checkTopics, splitTopics } from '@/lib/keyword-query/index.ts';

describe('splitTopics', () => {
  it('splits on whitespace, commas, semicolons and 、, normalises and de-duplicates', () => {
    expect(splitTopics(' Nike, running；跑步、 ＲＵＮ\nnike  #Marathon ')).toEqual([
      'nike',
      'running',
      '跑步',
      'run',
      'marathon',
    ]);
    expect(splitTopics(' , ')).toEqual([]);
  });
});

describe('checkTopics', () => {
  it('accepts topics without #', () => {
    expect(checkTopics('nike running')).toEqual({
      ok: true,
      topics: ['nike', 'running'],
      errors: [],
      suggestion: null,
    });
  });

  it('flags every # with its position and suggests the text without it', () => {
    expect(checkTopics('nike, #running ＃跑步')).toEqual({
      ok: false,
      topics: ['nike', 'running', '跑步'],
      errors: [
        { code: 'hash_topic', position: 6, length: 1 },
        { code: 'hash_topic', position: 15, length: 1 },
      ],
      suggestion: 'nike, running 跑步',
    });
  });

  it('allows at most 50 topics', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `t${i}`).join(' ');
    expect(checkTopics(fifty).ok).toBe(true);
    expect(checkTopics(`${fifty} t50`).errors).toEqual([
      { code: 'too_many_terms', position: fifty.length + 1, length: 3 },
    ]);
  });
});
