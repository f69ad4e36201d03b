import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCreatorIndex, type CreatorIndex } from '../../../server/kox/index/creator-index.ts';
import type { CreatorQuery } from '../../../server/kox/index/creator-query.ts';
import type { RecommendQuery } from '../../../server/kox/recommend/recommend-query.ts';
import { readTypedArrayFile } from '../../../server/lib/typed-array-file.ts';
import { openFilter, openQuery } from './helpers/open-filter.ts';

/* The index worker keeps what it built in its file and answers from it at the next start. */

const SIZE = 3_000;
const asOf = new Date('2026-11-24T00:00:00Z');
let dir: string;
const open: CreatorIndex[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kept-index-worker-'));
});
afterAll(async () => {
  await Promise.all(open.map((index) => index.close()));
  await rm(dir, { recursive: true, force: true });
});

const start = async (file: string, day = asOf) => {
  const index = await openCreatorIndex({ asOf: day.getTime(), size: SIZE, file });
  open.push(index);
  return index;
};

const recommendFilter: RecommendQuery['filter'] = {
  ...openFilter(asOf.getTime()),
  countries: ['US'],
  activeWithinDays: 30,
};
const filter: CreatorQuery = { ...openQuery(asOf.getTime()), ...recommendFilter, sort: 'last_active' };
const recommend: RecommendQuery = {
  filter: recommendFilter,
  brief: 'trail running shoes',
  audience: { gender: 'female', age: null, countries: ['US'] },
  similarTo: null,
  teamVideoPrices: [],
  count: 30,
};

/**
 * Resolves once the file holds an index with its words (written after the first recommendation). Writing it takes
 * a second on a quiet machine and took over ten beside 24 other test files and a benchmark.
 */
async function keptWithWords(file: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const read = await readTypedArrayFile(file);
    if (read.ok && (read.header as { terms?: unknown }).terms) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${file} never held the word index`);
}

describe('the creator index worker with a file', () => {
  it('answers from the kept index at the next start, without building it again', async () => {
    const file = path.join(dir, 'index.bin');
    const first = await start(file);
    const listed = await first.query(filter);
    const ranked = await first.recommend(recommend);
    await keptWithWords(file);
    const written = await stat(file);

    const second = await start(file);
    expect(await second.query(filter)).toEqual(listed);
    expect(await second.recommend(recommend)).toEqual(ranked);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await stat(file)).ino).toBe(written.ino);
  });

  it('builds again over a damaged file and keeps the new index in its place', async () => {
    const file = path.join(dir, 'damaged.bin');
    await writeFile(file, 'BSTA1\nnot really');
    const index = await start(file);
    expect((await index.recommend(recommend)).items).toHaveLength(30);
    await keptWithWords(file);
  });
});
