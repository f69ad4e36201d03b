import { describe, expect, it } from 'vitest';
import { applyCorrections } from '../../../../server/ads/tagging/corrections.ts';
import type { AdTags } from '../../../../src/lib/ads/ad-tags.ts';

const computed = new Map<string, AdTags>([
  [
    'a1',
    {
      product: { tag: 'Trail shoe', source: 'rule', matched: { field: 'ad_name', word: 'trailshoe' } },
      audience: null,
      hook: { tag: 'UGC', source: 'model', reason: 'UGC in the name', model: 'm' },
    },
  ],
  ['a2', { product: null, audience: null, hook: null }],
]);

describe('corrections over computed tags', () => {
  it('win over every source, "no tag" included, the later of two for the same ad and dimension', () => {
    const merged = applyCorrections(computed, [
      { ad_id: 'a1', dimension: 'product', tag: '越野跑鞋' },
      { ad_id: 'a1', dimension: 'hook', tag: null },
      { ad_id: 'a2', dimension: 'audience', tag: 'Moms' },
      { ad_id: 'a2', dimension: 'audience', tag: '  宝妈 ' },
      { ad_id: 'a2', dimension: 'hook', tag: '   ' },
    ]);
    expect(merged.get('a1')).toEqual({
      product: { tag: '越野跑鞋', source: 'person' },
      audience: null,
      hook: { tag: null, source: 'person' },
    });
    expect(merged.get('a2')).toEqual({
      product: null,
      audience: { tag: '宝妈', source: 'person' },
      hook: { tag: null, source: 'person' },
    });
  });

  it('leave the computed tags as they were, and ads the dataset no longer has out', () => {
    const before = JSON.stringify([...computed]);
    const merged = applyCorrections(computed, [{ ad_id: 'gone', dimension: 'hook', tag: 'UGC' }]);
    expect(JSON.stringify([...computed])).toBe(before);
    expect([...merged.keys()]).toEqual(['a1', 'a2']);
  });
});
