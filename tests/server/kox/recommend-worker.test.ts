import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildColumns } from '../../../server/kox/index/creator-columns.ts';
import { openCreatorIndex, type CreatorIndex } from '../../../server/kox/index/creator-index.ts';
import { rankCreators } from '../../../server/kox/recommend/rank-creators.ts';
import { buildRecommendModel } from '../../../server/kox/recommend/recommend-model.ts';
import type { RecommendQuery } from '../../../server/kox/recommend/recommend-query.ts';
import { sampleCreator, sampleFigures } from '../../../server/kox/sample/sample-creators.ts';
import { sampleCreatorText } from '../../../server/kox/sample/sample-text.ts';
import { openFilter } from './helpers/open-filter.ts';

/* The index worker answers recommendations exactly as ranking the same corpus in this thread does. */

const asOf = new Date('2026-11-24T00:00:00Z');
const SIZE = 3_000;
let index: CreatorIndex;
beforeAll(async () => {
  index = await openCreatorIndex({ asOf: asOf.getTime(), size: SIZE });
});
afterAll(() => index.close());

const query: RecommendQuery = {
  filter: { ...openFilter(asOf.getTime()), countries: ['US'], activeWithinDays: 30 },
  brief: 'trail running shoes',
  audience: { gender: 'female', age: null, countries: ['US'] },
  similarTo: null,
  teamVideoPrices: [
    [10, 300],
    [20, 5000],
    [30, 800],
  ],
  count: 50,
};

describe('recommendation in the index worker', () => {
  it('ranks the sample corpus as the engine does in this thread, US running creators first', async () => {
    const [fromWorker, listed] = await Promise.all([
      index.recommend(query),
      index.query({ ...query.filter, sort: 'followers', order: 'desc', offset: 0, limit: 5 }),
    ]);
    expect(listed.positions).toHaveLength(5);
    const columns = buildColumns(SIZE, (i) => sampleFigures(i, asOf));
    const model = await buildRecommendModel(columns, (i) => sampleCreatorText(i, asOf));
    expect(fromWorker).toEqual(rankCreators(model, query));
    expect(fromWorker.items).toHaveLength(50);
    for (const item of fromWorker.items.slice(0, 10)) {
      const creator = sampleCreator(item.position, asOf);
      expect(creator.country).toBe('US');
      expect(creator.topics).toContain('running');
    }
  });

  it('reports a bad request as an error and keeps answering', async () => {
    await expect(index.recommend({ ...query, similarTo: SIZE + 5 })).rejects.toThrow();
    expect((await index.recommend({ ...query, count: 3 })).items).toHaveLength(3);
  });
});
