/**
 * What ranking by meaning adds to a recommendation of 500 from the 100,000 sample creators (decision "Ranking by
 * meaning"), with a mock embedding model that answers in the next turn (no network here), so the numbers are this
 * server's own part: asking the worker for 1,000 instead of 500, the creators' words, hashing, the cache read,
 * on a cold cache the writes of 1,000 vectors, and the cosines. The provider's own latency comes on top. Each
 * brief is ranked by words, then by meaning on an emptied cache (cold), then again (warm); medians over the
 * briefs, and the longest event-loop gap meanwhile.
 */
import { MockEmbeddingModelV4 } from 'ai/test';
import { createDb } from '../server/db/client.ts';
import { koxCreatorEmbeddings } from '../server/db/schema/index.ts';
import { recommendQueryOf } from '../server/domains/kox-recommend/recommend-request.ts';
import { sampleCreatorCatalog } from '../server/kox/creator-catalog.ts';
import { rankByMeaning } from '../server/kox/recommend/rank-by-meaning.ts';
import { createTurnGate } from '../server/lib/turn-gate.ts';
import type { BenchResult } from './bench-result.ts';
import { watchEventLoop } from './event-loop-stall.ts';
import { median, round1 } from './stats.ts';

/** OpenAI's text-embedding-3-small and most hosted models: 1,536 floats. */
const DIMENSIONS = 1536;
const BRIEFS = [
  'Trail running shoes launch: looking for trail runners',
  '护肤新品上市，寻找美妆博主',
  'Budget travel guides and hotel reviews',
  'Home cooking recipes for busy families',
  'Esports headset review for gamers',
];

/** Hashed words, as a cheap stand-in for a model: similar texts get similar vectors. */
function mockVector(text: string): number[] {
  const v = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    let h = 2166136261;
    for (let k = 0; k < word.length; k++) h = Math.imul(h ^ word.charCodeAt(k), 16777619);
    v[(h >>> 0) % DIMENSIONS]! += 1;
  }
  return v;
}

export default async function run(): Promise<BenchResult[]> {
  const { db, close } = await createDb({ memory: true });
  const catalog = sampleCreatorCatalog();
  const answers = createTurnGate();
  const model = new MockEmbeddingModelV4({
    modelId: 'bench-embed',
    maxEmbeddingsPerCall: 2048,
    // A provider's answer comes in a turn of its own (its socket's read), as each batch's does here.
    doEmbed: async ({ values }) => {
      await answers.next();
      return { embeddings: values.map(mockVector), warnings: [] };
    },
  });
  const queryOf = (brief: string) => recommendQueryOf({ brief_text: brief, count: 500 }, [], catalog);
  // The index and the word vectors are built by the first recommendation (seconds): not measured here. Nor is
  // the first load of node's fetch internals (the AI SDK's first call takes them): the server has loaded them
  // at its first request (@hono/node-server builds a web Request for each).
  await catalog.recommend(queryOf(BRIEFS[0]!));
  void new Headers();

  const times = { words: [] as number[], cold: [] as number[], warm: [] as number[] };
  let maxGapMs = 0;
  for (const brief of BRIEFS) {
    const q = queryOf(brief);
    let started = performance.now();
    await catalog.recommend(q);
    times.words.push(performance.now() - started);

    await db.delete(koxCreatorEmbeddings);
    const loop = watchEventLoop();
    started = performance.now();
    const cold = await rankByMeaning(db, catalog, model, q);
    times.cold.push(performance.now() - started);
    started = performance.now();
    const warm = await rankByMeaning(db, catalog, model, q);
    times.warm.push(performance.now() - started);
    maxGapMs = Math.max(maxGapMs, loop.stop().maxGapMs);
    if (
      cold.embeddings?.status !== 'used' ||
      warm.embeddings?.status !== 'used' ||
      warm.embeddings.embedded !== 0
    )
      throw new Error(`unexpected embedding notes: ${JSON.stringify([cold.embeddings, warm.embeddings])}`);
  }
  await close();
  const words = median(times.words);
  return [
    { name: 'kox recommend 500/100k by words, median', value: round1(words), unit: 'ms' },
    {
      name: 'kox recommend by meaning, cold cache (1,000 embedded), median',
      value: round1(median(times.cold)),
      unit: 'ms',
    },
    { name: 'kox recommend by meaning, warm cache, median', value: round1(median(times.warm)), unit: 'ms' },
    {
      name: 'kox recommend by meaning: added, cold, median',
      value: round1(median(times.cold) - words),
      unit: 'ms',
    },
    {
      name: 'kox recommend by meaning: added, warm, median',
      value: round1(median(times.warm) - words),
      unit: 'ms',
    },
    { name: 'kox recommend by meaning: longest event-loop gap', value: round1(maxGapMs), unit: 'ms' },
  ];
}
