import { MockLanguageModelV4 } from 'ai/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelProvider } from '../../../../server/ai/model-provider.ts';
import { tagAds } from '../../../../server/ads/tagging/tag-ads.ts';
import { parseTagRulesByDimension } from '../../../../src/lib/ads/tag-rules.ts';
import type { TagCorrection } from '../../../../src/lib/ads/ad-tags.ts';
import { turnsDuring } from '../../helpers/turns-during.ts';
import { ad } from './ads-fixture.ts';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 10, text: 10, reasoning: 0 },
};

/** A provider whose model answers each call with `answer(prompt)` (or throws), and keeps the prompts. */
function providerAnswering(answer: (prompt: { ads: { ad_id: string; dimensions: string[] }[] }) => unknown) {
  const prompts: { known_tags: Record<string, string[]>; ads: { ad_id: string; dimensions: string[] }[] }[] =
    [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      const user = options.prompt.find((m) => m.role === 'user')!;
      const text = (user.content as { type: string; text: string }[]).find((p) => p.type === 'text')!.text;
      const prompt = JSON.parse(text) as (typeof prompts)[number];
      prompts.push(prompt);
      return {
        content: [{ type: 'text', text: JSON.stringify(answer(prompt)) }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
  const provider: ModelProvider = { name: 'test', chatModel: () => model };
  return { provider, prompts };
}

const { rules } = parseTagRulesByDimension({
  product: 'trailshoe, Trail shoe\nRoadShoe',
  audience: 'women, Women\n宝妈',
  hook: 'ugc, UGC',
});

const dataset = [
  ad('a1', { adName: 'US_TrailShoe_Women25-34_UGC', campaignName: 'Q3_TrailShoe' }),
  ad('a2', { adName: 'UK_RoadShoe_Men_Unboxing', adSetName: 'Broad' }),
  ad('a3', { adName: '婴儿推车_宝妈_开箱', campaignName: '双11' }),
  ad('a4', { adName: '婴儿推车_学生_测评' }),
];

const flat = (tags: Map<string, Record<string, { tag: string | null; source: string } | null>>) =>
  Object.fromEntries(
    [...tags].map(([id, t]) => [
      id,
      Object.fromEntries(Object.entries(t).map(([d, v]) => [d, v ? `${v.tag ?? '∅'} (${v.source})` : null])),
    ]),
  );

afterEach(() => vi.restoreAllMocks());

describe('tagging a dataset', () => {
  it('tags by the rules first and lets the built-in analyzer propose the rest, without a model', async () => {
    expect(flat(await tagAds(dataset, rules))).toEqual({
      a1: { product: 'Trail shoe (rule)', audience: 'Women (rule)', hook: 'UGC (rule)' },
      a2: { product: 'RoadShoe (rule)', audience: 'Men (builtin)', hook: 'Unboxing (builtin)' },
      a3: { product: '婴儿推车 (builtin)', audience: '宝妈 (rule)', hook: '开箱 (builtin)' },
      a4: { product: '婴儿推车 (builtin)', audience: '学生 (builtin)', hook: '测评 (builtin)' },
    });
  });

  it('counts an ad given twice once, as first given', async () => {
    const tags = await tagAds([...dataset, ad('a1', { adName: 'RoadShoe' })], rules);
    expect(tags.size).toBe(4);
    expect(tags.get('a1')!.product?.tag).toBe('Trail shoe');
  });

  it("keeps a person's corrections over every source, 'no tag' included, on every re-tagging", async () => {
    const corrections: TagCorrection[] = [
      { ad_id: 'a1', dimension: 'product', tag: 'Trail shoe GTX' },
      { ad_id: 'a2', dimension: 'hook', tag: null },
      { ad_id: 'a4', dimension: 'audience', tag: '大学生' },
      { ad_id: 'gone', dimension: 'hook', tag: 'UGC' },
    ];
    const expected = {
      a1: { product: 'Trail shoe GTX (person)', audience: 'Women (rule)', hook: 'UGC (rule)' },
      a2: { product: 'RoadShoe (rule)', audience: 'Men (builtin)', hook: '∅ (person)' },
      a3: { product: '婴儿推车 (builtin)', audience: '宝妈 (rule)', hook: '开箱 (builtin)' },
      a4: { product: '婴儿推车 (builtin)', audience: '大学生 (person)', hook: '测评 (builtin)' },
    };
    expect(flat(await tagAds(dataset, rules, { corrections }))).toEqual(expected);
    // A re-import brings the same ads again with new rules: the corrections still win.
    const { rules: newRules } = parseTagRulesByDimension({
      product: 'trailshoe, Trail',
      hook: 'unboxing, 开箱',
    });
    const again = flat(await tagAds(dataset, newRules, { corrections }));
    expect(again.a1!.product).toBe('Trail shoe GTX (person)');
    expect(again.a2!.hook).toBe('∅ (person)');
    expect(again.a4!.audience).toBe('大学生 (person)');
  });

  it('reads hostile and oversized texts without failing: control characters, lone surrogates, 1 MB names', async () => {
    const tags = await tagAds(
      [
        ad('h1', {
          adName: `Moms\u0000_UGC\uD800_${'x'.repeat(1_000_000)}`,
          creativeText: '<script>alert(1)</script>',
        }),
        ad('h2', { adName: '', adSetName: '', campaignName: '', creativeText: '' }),
      ],
      rules,
    );
    expect(flat(tags)).toEqual({
      h1: { product: null, audience: 'Moms (builtin)', hook: 'UGC (rule)' },
      h2: { product: null, audience: null, hook: null },
    });
  });

  it('lets the event loop turn while it tags thousands of ads, and stops when aborted', async () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      ad(`m${i}`, {
        adName: `US_Product${i % 50}_Women25-34_UGC_v${i}`,
        creativeText: 'Free shipping today',
      }),
    );
    const { result: tags, turns } = await turnsDuring(() => tagAds(many, rules));
    expect(tags.size).toBe(5_000);
    expect(turns).toBeGreaterThan(5);

    const controller = new AbortController();
    const run = tagAds(many, rules, { signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toThrow(/abort/i);
  }, 60_000);

  describe('with a model', () => {
    it('asks it about what the rules and corrections leave untagged, and keeps its answers', async () => {
      const { provider, prompts } = providerAnswering(({ ads }) => ({
        ads: ads.map(({ ad_id }) => ({
          ad_id,
          product: ad_id === 'a3' || ad_id === 'a4' ? 'Baby stroller' : 'Road shoe',
          audience: ad_id === 'a4' ? 'Students' : 'Men',
          hook: ad_id === 'a2' ? 'Unboxing' : 'Review',
          reason: `Read the name of ${ad_id}.`,
        })),
      }));
      const corrections: TagCorrection[] = [{ ad_id: 'a3', dimension: 'hook', tag: '开箱' }];
      const tags = await tagAds(dataset, rules, { model: provider, corrections });
      expect(prompts).toHaveLength(1);
      expect(prompts[0]!.ads.map((a) => [a.ad_id, a.dimensions])).toEqual([
        ['a2', ['audience', 'hook']],
        ['a3', ['product']],
        ['a4', ['product', 'audience', 'hook']],
      ]);
      expect(prompts[0]!.known_tags).toEqual({
        product: ['Trail shoe', 'RoadShoe'],
        audience: ['Women', '宝妈'],
        hook: ['UGC'],
      });
      expect(flat(tags)).toEqual({
        a1: { product: 'Trail shoe (rule)', audience: 'Women (rule)', hook: 'UGC (rule)' },
        a2: { product: 'RoadShoe (rule)', audience: 'Men (model)', hook: 'Unboxing (model)' },
        a3: { product: 'Baby stroller (model)', audience: '宝妈 (rule)', hook: '开箱 (person)' },
        a4: { product: 'Baby stroller (model)', audience: 'Students (model)', hook: 'Review (model)' },
      });
      expect(tags.get('a4')!.hook).toEqual({
        tag: 'Review',
        source: 'model',
        reason: 'Read the name of a4.',
        model: 'mock-model-id',
      });
    });

    it('refuses its bad answers one by one, the built-in analyzer standing in and saying why', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { provider } = providerAnswering(() => ({
        ads: [
          {
            ad_id: 'a2',
            product: null,
            audience: '<b>Men</b>',
            hook: 'An unboxing video that shows the shoe out of its box',
            reason: 'x',
          },
          { ad_id: 'a3', product: '   ', audience: null, hook: null, reason: 'blank' },
          { ad_id: 'a4', product: '婴儿推车', audience: null, hook: '**测评**', reason: 'names' },
          { ad_id: 'a4', product: 'Again', audience: 'Again', hook: 'Again', reason: 'second answer' },
          { ad_id: 'not-asked', product: 'X', audience: 'Y', hook: 'Z', reason: 'made up' },
        ],
      }));
      const tags = await tagAds([...dataset, ad('a5', { adName: 'Moms_UGC_Static' })], rules, {
        model: provider,
      });
      expect(tags.get('a2')!.audience).toEqual({
        tag: 'Men',
        source: 'builtin',
        reason: { kind: 'vocabulary', field: 'ad_name', word: 'men' },
        model_fallback: 'bad_answer: markup',
      });
      expect(tags.get('a2')!.hook).toMatchObject({
        tag: 'Unboxing',
        model_fallback: 'bad_answer: tag_too_long',
      });
      expect(tags.get('a3')!.product).toMatchObject({
        tag: '婴儿推车',
        model_fallback: 'bad_answer: empty_tag',
      });
      expect(tags.get('a3')!.hook).toMatchObject({ tag: '开箱', source: 'builtin' });
      expect(tags.get('a4')!.product).toMatchObject({ tag: '婴儿推车', source: 'model', reason: 'names' });
      expect(tags.get('a4')!.audience).toMatchObject({ tag: '学生', model_fallback: 'model_no_tag' });
      expect(tags.get('a4')!.hook).toMatchObject({ tag: '测评', model_fallback: 'bad_answer: markup' });
      expect(tags.get('a5')!.audience).toMatchObject({ tag: 'Moms', model_fallback: 'bad_answer: missing' });
      expect(tags.has('not-asked')).toBe(false);
    });

    it('falls back to the built-in analyzer with the reason when the provider fails, and stops asking', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      let calls = 0;
      const model = new MockLanguageModelV4({
        doGenerate: async () => {
          calls++;
          throw new Error('429 Too Many Requests');
        },
      });
      const many = Array.from({ length: 200 }, (_, i) =>
        ad(`m${i}`, { adName: `Glow${i % 2 ? 'Serum' : 'Cream'}_Moms_UGC`, adSetName: 'Women 25-34' }),
      );
      const tags = await tagAds(many, {}, { model: { name: 'test', chatModel: () => model } });
      // Two batches of 50 fail, then the provider is taken as down for the other two.
      expect(calls).toBe(2);
      expect(warn).toHaveBeenCalledTimes(2);
      const hook = tags.get('m199')!.hook;
      expect(hook).toMatchObject({ tag: 'UGC', source: 'builtin' });
      expect(hook && 'model_fallback' in hook && hook.model_fallback).toMatch(/^provider_error: .*429/);
      expect(tags.get('m0')!.product).toMatchObject({ tag: 'GlowCream', source: 'builtin' });
    });

    it('falls back for an answer that is not the structure asked for', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { provider } = providerAnswering(() => ({ tags: 'Women, UGC' }));
      const tags = await tagAds([ad('a1', { adName: 'Moms_UGC' })], {}, { model: provider });
      expect(tags.get('a1')!.hook).toMatchObject({ tag: 'UGC', source: 'builtin' });
      const hook = tags.get('a1')!.hook as { model_fallback?: string };
      expect(hook.model_fallback).toMatch(/^provider_error: /);
    });

    it('asks in batches of 50 ads', async () => {
      const { provider, prompts } = providerAnswering(({ ads }) => ({
        ads: ads.map(({ ad_id }) => ({ ad_id, product: 'P', audience: 'A', hook: 'H', reason: 'r' })),
      }));
      const many = Array.from({ length: 120 }, (_, i) => ad(`m${i}`, { adName: `Ad ${i}` }));
      const tags = await tagAds(many, {}, { model: provider });
      expect(prompts.map((p) => p.ads.length)).toEqual([50, 50, 20]);
      expect([...tags.values()].every((t) => t.hook?.source === 'model')).toBe(true);
    });

    it('is not asked when the provider is the offline model', async () => {
      const model = new MockLanguageModelV4({
        doGenerate: async () => {
          throw new Error('must not be called');
        },
      });
      const tags = await tagAds(dataset, rules, { model: { name: 'offline', chatModel: () => model } });
      expect(tags.get('a2')!.hook).toEqual({
        tag: 'Unboxing',
        source: 'builtin',
        reason: { kind: 'vocabulary', field: 'ad_name', word: 'unboxing' },
      });
    });
  });
});
