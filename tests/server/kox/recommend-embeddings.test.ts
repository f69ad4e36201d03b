import { MockEmbeddingModelV4 } from 'ai/test';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModelProvider } from '../../../server/ai/create-model-provider.ts';
import { koxCreatorEmbeddings, koxRecommendations } from '../../../server/db/schema/index.ts';
import { runSession } from '../../../server/domains/kox-recommend/run-session.ts';
import { sessionDto, sessionOf } from '../../../server/domains/kox-recommend/sessions.ts';
import type { CreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { EMBED_BATCH } from '../../../server/kox/recommend/creator-embeddings.ts';
import { rankByMeaning } from '../../../server/kox/recommend/rank-by-meaning.ts';
import type { RecommendQuery } from '../../../server/kox/recommend/recommend-query.ts';
import type { TeamContext } from '../../../server/lib/app-env.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { teamWorld } from '../teams/org-kit.ts';

/*
 * Ranking by meaning with a mock embedding model over a hand-made catalog: the word ranking is given (the
 * catalog's recommend answers it as the index worker would), the model places each text on three axes.
 */

const AXES = [/trail|run|marathon|跑/i, /cook|recipe|food/i, /makeup|beauty|skincare/i];
const vectorOf = (text: string) => AXES.map((axis) => (axis.test(text) ? 1 : 0.05));

function mockModel(modelId = 'mock-embed') {
  return new MockEmbeddingModelV4({
    modelId,
    maxEmbeddingsPerCall: 2048,
    doEmbed: ({ values }) => Promise.resolve({ embeddings: values.map(vectorOf), warnings: [] }),
  });
}
const embeddedValues = (model: MockEmbeddingModelV4) => model.doEmbedCalls.flatMap((call) => call.values);

interface FakeCreator {
  id: string;
  text: string;
  /** The word-vector content part, 0–100, or null when the brief shares no word. */
  words: number | null;
}

/** A catalog whose word ranking is the creators' order, as many as asked. */
function fakeCatalog(creators: FakeCreator[]): CreatorCatalog & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    recommend(query) {
      asked.push(query.count);
      return Promise.resolve({
        candidates: creators.length,
        items: creators.slice(0, query.count).map((c) => ({
          creatorId: c.id,
          fit: 50,
          parts: { content: c.words, audience: null, performance: 50 },
          reasons: c.words
            ? [{ kind: 'content' as const, phrase: 'cooking', cadence: 'weekly' as const }]
            : [],
          ...(query.withText ? { text: c.text } : {}),
        })),
      });
    },
    positionOf: (id) => {
      const k = creators.findIndex((c) => c.id === id);
      return k < 0 ? null : k;
    },
    search: () => Promise.reject(new Error('not in this test')),
    creator: () => null,
    recentPosts: () => [],
    idOfProfile: () => null,
    writeAnswer: () => Promise.reject(new Error('not in this test')),
  };
}

/** The word ranking as given: the cooks first, the trail runner last (it shares few of the brief's words). */
const corpus = (): FakeCreator[] => [
  { id: 'cook-1', text: 'Weeknight cooking and recipes', words: 90 },
  { id: 'cook-2', text: 'Food and cooking for one', words: 80 },
  { id: 'beauty-1', text: 'Makeup and skincare routines', words: 40 },
  { id: 'beauty-2', text: 'Beauty on a budget', words: 30 },
  { id: 'runner-1', text: 'Ultra marathon and mountain trails | #trailrunning', words: 0 },
];

const query = (over: Partial<RecommendQuery> = {}): RecommendQuery => ({
  filter: {} as RecommendQuery['filter'],
  brief: 'Trail running shoes launch',
  audience: { gender: null, age: null, countries: [] },
  similarTo: null,
  teamVideoPrices: [],
  count: 3,
  ...over,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: noModel });
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(koxCreatorEmbeddings);
});

describe('ranking by meaning', () => {
  it('raises the creators nearest the brief in meaning, keeps word reasons as they were', async () => {
    const catalog = fakeCatalog(corpus());
    const words = await catalog.recommend(query());
    expect(words.items.map((i) => i.creatorId)).not.toContain('runner-1');

    const model = mockModel();
    const ranked = await rankByMeaning(t.deps.db, catalog, model, query());
    expect(ranked.items.map((i) => i.creatorId)[0]).toBe('runner-1');
    expect(ranked.items).toHaveLength(3);
    expect(ranked.embeddings).toEqual({
      model: 'mock-provider:mock-embed',
      status: 'used',
      embedded: 5,
      cached: 0,
    });
    // The pool asked of the word ranking is larger than the count, so creators beyond it can rise.
    expect(catalog.asked.at(-1)).toBeGreaterThanOrEqual(1000);
    // The runner shares no word: no content reason is invented for it.
    const runner = ranked.items[0]!;
    expect(runner.reasons).toEqual([]);
    expect(runner.parts.content).toBeGreaterThan(ranked.items[1]!.parts.content!);
    // Fits are in order and within 0–100.
    const fits = ranked.items.map((i) => i.fit);
    expect([...fits].sort((a, b) => b - a)).toEqual(fits);
    for (const fit of fits) expect(fit).toBeGreaterThanOrEqual(0);
  });

  it('embeds each creator once: a second recommendation embeds only the brief and creators whose words changed', async () => {
    const creators = corpus();
    const catalog = fakeCatalog(creators);
    const first = mockModel();
    await rankByMeaning(t.deps.db, catalog, first, query());
    expect(embeddedValues(first)).toHaveLength(1 + creators.length);

    const second = mockModel();
    const again = await rankByMeaning(t.deps.db, catalog, second, query());
    expect(embeddedValues(second)).toEqual([query().brief]);
    expect(again.embeddings).toMatchObject({ status: 'used', embedded: 0, cached: 5 });

    creators[2]!.text = 'Skincare for trail runners';
    const third = mockModel();
    await rankByMeaning(t.deps.db, catalog, third, query());
    expect(embeddedValues(third)).toEqual([query().brief, 'Skincare for trail runners']);

    // Another model's vectors are its own.
    const other = mockModel('other-embed');
    const byOther = await rankByMeaning(t.deps.db, catalog, other, query());
    expect(byOther.embeddings).toMatchObject({ model: 'mock-provider:other-embed', embedded: 5, cached: 0 });
  });

  it('sends the creators in batches within the limits, and stores every one it was sent', async () => {
    const many = Array.from({ length: EMBED_BATCH * 2 + 5 }, (_, k) => ({
      id: `c-${k}`,
      text: `creator ${k} ${k % 2 ? 'cooking' : 'trail running'}`,
      words: 50,
    }));
    const model = mockModel();
    const first = await rankByMeaning(t.deps.db, fakeCatalog(many), model, query({ count: 50 }));
    const sizes = model.doEmbedCalls.map((call) => call.values.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1 + many.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(EMBED_BATCH);
    expect(await t.deps.db.$count(koxCreatorEmbeddings)).toBe(many.length);

    const again = await rankByMeaning(t.deps.db, fakeCatalog(many), mockModel(), query({ count: 50 }));
    expect(again.embeddings).toMatchObject({ embedded: 0, cached: many.length });
    expect(again.items.map((c) => c.creatorId)).toEqual(first.items.map((c) => c.creatorId));
    expect(first.items.slice(0, 10).every((c) => Number(c.creatorId.slice(2)) % 2 === 0)).toBe(true);
  });

  it('falls back to the word ranking with a note when the provider fails', async () => {
    const catalog = fakeCatalog(corpus());
    const failing = new MockEmbeddingModelV4({
      modelId: 'down',
      doEmbed: () => Promise.reject(new Error('503 Service Unavailable')),
    });
    const ranked = await rankByMeaning(t.deps.db, catalog, failing, query());
    expect(ranked.items.map((i) => i.creatorId)).toEqual(['cook-1', 'cook-2', 'beauty-1']);
    expect(ranked.items[0]!.fit).toBe(50);
    expect(ranked.embeddings).toEqual({
      model: 'mock-provider:down',
      status: 'failed',
      reason: 'provider_error',
    });
  });

  it('falls back with a note when the provider does not answer in time', async () => {
    const hanging = new MockEmbeddingModelV4({
      modelId: 'slow',
      doEmbed: ({ abortSignal }) =>
        new Promise((_, reject) =>
          abortSignal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const ranked = await rankByMeaning(t.deps.db, fakeCatalog(corpus()), hanging, query(), { timeoutMs: 50 });
    expect(ranked.items.map((i) => i.creatorId)).toEqual(['cook-1', 'cook-2', 'beauty-1']);
    expect(ranked.embeddings).toEqual({ model: 'mock-provider:slow', status: 'failed', reason: 'timeout' });
  });

  it('does not embed without a brief, nor for similar creators', async () => {
    const model = mockModel();
    const catalog = fakeCatalog(corpus());
    const noBrief = await rankByMeaning(t.deps.db, catalog, model, query({ brief: '  ' }));
    const similar = await rankByMeaning(t.deps.db, catalog, model, query({ similarTo: 1 }));
    expect(model.doEmbedCalls).toHaveLength(0);
    expect(noBrief.embeddings).toBeNull();
    expect(similar.embeddings).toBeNull();
    expect(noBrief.items.map((i) => i.creatorId)).toEqual(['cook-1', 'cook-2', 'beauty-1']);
  });
});

describe('a session ranked by meaning', () => {
  let team: TeamContext;
  beforeAll(async () => {
    const w = await teamWorld(t, 'kemb');
    team = { id: w.teamId, name: 'kemb', role: 'owner', clientIds: null, member: true };
  }, 60_000);

  async function runToEnd(model: MockEmbeddingModelV4 | null) {
    const [row] = await t.deps.db
      .insert(koxRecommendations)
      .values({
        teamId: team.id,
        appName: 'smart_recommend',
        name: 'Trail shoes',
        request: { brief_text: query().brief, count: 3 },
      })
      .returning({ id: koxRecommendations.id });
    await runSession(t.deps.db, fakeCatalog(corpus()), team, 'smart_recommend', row!.id, model);
    for (let waited = 0; waited < 30_000; waited += 50) {
      const session = sessionDto(await sessionOf(t.deps.db, team, 'smart_recommend', row!.id));
      if (session.status !== 'running') return session;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not end');
  }

  it('says the embeddings were used', async () => {
    const session = await runToEnd(mockModel());
    expect(session.status).toBe('completed');
    expect(session.embeddings).toEqual({
      model: 'mock-provider:mock-embed',
      status: 'used',
      embedded: 5,
      cached: 0,
    });
  });

  it('completes by words and says so when the provider fails', async () => {
    const failing = new MockEmbeddingModelV4({ doEmbed: () => Promise.reject(new Error('401')) });
    const session = await runToEnd(failing);
    expect(session.status).toBe('completed');
    expect(session.embeddings).toMatchObject({ status: 'failed', reason: 'provider_error' });
  });

  it('says nothing of embeddings without an embedding model', async () => {
    const session = await runToEnd(null);
    expect(session.status).toBe('completed');
    expect(session.embeddings).toBeNull();
    const rows = await t.deps.db
      .select()
      .from(koxCreatorEmbeddings)
      .where(eq(koxCreatorEmbeddings.model, 'x'));
    expect(rows).toHaveLength(0);
  });
});

describe('the provider’s embedding model', () => {
  it('is offered by an openai-compatible provider given AI_EMBEDDING_MODEL, and by no other', () => {
    const base = { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'chat' };
    const openai = createModelProvider({
      AI_PROVIDER: 'openai-compatible',
      ...base,
      AI_EMBEDDING_MODEL: 'bge-m3',
    });
    const model = openai.embeddingModel?.();
    expect(typeof model === 'object' && model?.modelId).toBe('bge-m3');
    expect(
      createModelProvider({
        AI_PROVIDER: 'openai-compatible',
        ...base,
        AI_EMBEDDING_MODEL: undefined,
      }).embeddingModel?.(),
    ).toBeNull();
    expect(
      createModelProvider({ AI_PROVIDER: 'anthropic', ...base, AI_EMBEDDING_MODEL: 'x' }).embeddingModel?.(),
    ).toBeNull();
    expect(
      createModelProvider({ AI_PROVIDER: 'offline', ...base, AI_EMBEDDING_MODEL: 'x' }).embeddingModel?.(),
    ).toBeNull();
  });
});
