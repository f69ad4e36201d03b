import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildColumns, type CreatorColumns } from '../../../server/kox/index/creator-columns.ts';
import {
  readKeptIndex,
  writeKeptIndex,
  type IndexedCorpus,
} from '../../../server/kox/index/kept-creator-index.ts';
import { buildTextIndex, type TextIndex } from '../../../server/kox/recommend/text-index.ts';
import { sampleFigures } from '../../../server/kox/sample/sample-creators.ts';
import { sampleCreatorText } from '../../../server/kox/sample/sample-text.ts';

/* The index kept between starts reads back as the code builds it now, on another day too, and a file the code
   would no longer write is refused. */

const SIZE = 2_000;
const DAY = 86_400_000;
const asOf = new Date('2026-11-24T00:00:00Z');
const corpusOn = (day: Date, size = SIZE): IndexedCorpus => ({
  size,
  asOf: day,
  figuresAt: (i) => sampleFigures(i, day),
  textAt: (i) => sampleCreatorText(i, day),
});

let dir: string;
let columns: CreatorColumns;
let text: TextIndex;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kept-index-'));
  columns = buildColumns(SIZE, corpusOn(asOf).figuresAt);
  text = await buildTextIndex(SIZE, corpusOn(asOf).textAt);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const plain = (value: object) =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (ArrayBuffer.isView(v) ? [...(v as Uint8Array)] : v)));

describe('the creator index kept on disk', () => {
  it('reads back the columns and the text index as built', async () => {
    const file = path.join(dir, 'whole.bin');
    await writeKeptIndex(file, asOf, columns, text);
    const read = await readKeptIndex(file, corpusOn(asOf));
    if (!read.ok) throw new Error(read.reason);
    expect(plain(read.index.columns)).toEqual(plain(columns));
    expect([...read.index.text!.terms]).toEqual([...text.terms]);
    expect(plain({ ...read.index.text!, terms: null })).toEqual(plain({ ...text, terms: null }));
  });

  it('on a later day gives what building on that day gives: dates moved, orders the same', async () => {
    const file = path.join(dir, 'days.bin');
    await writeKeptIndex(file, asOf, columns);
    const later = new Date(asOf.getTime() + 3 * DAY);
    const read = await readKeptIndex(file, corpusOn(later));
    if (!read.ok) throw new Error(read.reason);
    expect(plain(read.index.columns)).toEqual(plain(buildColumns(SIZE, corpusOn(later).figuresAt)));
    expect(read.index.text).toBeUndefined();
  });

  it('refuses a file whose creators the code now makes otherwise, or of another size', async () => {
    const file = path.join(dir, 'changed.bin');
    await writeKeptIndex(file, asOf, columns, text);
    const corpus = corpusOn(asOf);

    const otherFigures = await readKeptIndex(file, {
      ...corpus,
      figuresAt: (i) => ({ ...corpus.figuresAt(i), followers: corpus.figuresAt(i).followers + 1 }),
    });
    expect(otherFigures).toEqual({ ok: false, reason: 'creator 0 differs from what the code makes now' });

    const otherWords = await readKeptIndex(file, {
      ...corpus,
      textAt: (i) => (i === SIZE - 1 ? `${corpus.textAt(i)} | trail running` : corpus.textAt(i)),
    });
    expect(otherWords).toEqual({
      ok: false,
      reason: `creator ${SIZE - 1} differs from what the code makes now`,
    });

    expect(await readKeptIndex(file, corpusOn(asOf, SIZE + 1))).toEqual({
      ok: false,
      reason: 'written for another format or corpus size',
    });
  });
});
