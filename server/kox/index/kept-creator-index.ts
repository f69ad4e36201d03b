import { KOX_SORTS, type KoxSort } from '../../../src/lib/kox-values.ts';
import { readTypedArrayFile, writeTypedArrayFile, type StoredArray } from '../../lib/typed-array-file.ts';
import { documentWeights, storedWeight, type TextIndex } from '../recommend/text-index.ts';
import type { CreatorFigures } from '../sample/sample-creators.ts';
import { emptyColumns, fillRow, type CreatorColumns, type CreatorRows } from './creator-columns.ts';

/**
 * The creator index kept on disk between starts (decision 152): building it from the 100,000 sample creators
 * takes seconds for the columns and more than ten for the recommendation's word vectors, and both come out the
 * same every time. What is read back is checked against the code running now on CHECKED_CREATORS creators
 * (their figures in the columns, their words' weights in the text index), so a file written by other code is
 * built again instead of used.
 */
const FORMAT = 1;
const CHECKED_CREATORS = 64;
/** Float32 weights, recomputed in float64. */
const WEIGHT_TOLERANCE = 1e-5;

interface Header {
  format: number;
  size: number;
  /** The day the columns' dates count back from; another day's are shifted on reading. */
  asOf: number;
  /** The text index's terms by id, when it was built. */
  terms?: string[];
}

export interface KeptIndex {
  columns: CreatorColumns;
  text?: TextIndex;
}

/** The corpus the index is of, as the running code makes it. */
export interface IndexedCorpus {
  size: number;
  asOf: Date;
  figuresAt: (position: number) => CreatorFigures;
  textAt: (position: number) => string;
}

const ROW_KEYS = Object.keys(emptyColumns(0)).filter((key) => key !== 'size') as Exclude<
  keyof CreatorRows,
  'size'
>[];
const TEXT_KEYS = ['idf', 'postingStart', 'postingDocs', 'postingWeights'] as const;

export async function writeKeptIndex(
  file: string,
  asOf: Date,
  columns: CreatorColumns,
  text?: TextIndex,
): Promise<void> {
  const arrays: Record<string, StoredArray> = {};
  for (const key of ROW_KEYS) arrays[`columns.${key}`] = columns[key];
  for (const sort of KOX_SORTS) arrays[`ascending.${sort}`] = columns.ascending[sort];
  if (text) for (const key of TEXT_KEYS) arrays[`text.${key}`] = text[key];
  const header: Header = {
    format: FORMAT,
    size: columns.size,
    asOf: asOf.getTime(),
    ...(text && { terms: [...text.terms.keys()] }),
  };
  await writeTypedArrayFile(file, header, arrays);
}

export type KeptIndexRead = { ok: true; index: KeptIndex } | { ok: false; reason: string };

/** The index kept in `file` for this corpus, or why it cannot be used. */
export async function readKeptIndex(file: string, corpus: IndexedCorpus): Promise<KeptIndexRead> {
  const read = await readTypedArrayFile(file);
  if (!read.ok) return read;
  const header = read.header as Partial<Header> | null;
  if (header?.format !== FORMAT || header.size !== corpus.size || typeof header.asOf !== 'number')
    return { ok: false, reason: 'written for another format or corpus size' };

  const like = emptyColumns(1);
  const rows = { size: corpus.size } as Record<string, unknown>;
  for (const key of ROW_KEYS) {
    const array = read.arrays.get(`columns.${key}`);
    if (array?.constructor !== like[key].constructor || array.length !== like[key].length * corpus.size)
      return { ok: false, reason: `column ${key} missing or of another shape` };
    rows[key] = array;
  }
  const ascending = {} as Record<KoxSort, Uint32Array>;
  for (const sort of KOX_SORTS) {
    const order = read.arrays.get(`ascending.${sort}`);
    if (!(order instanceof Uint32Array) || order.length !== corpus.size)
      return { ok: false, reason: `order ${sort} missing` };
    ascending[sort] = order;
  }
  const columns = { ...(rows as unknown as CreatorRows), ascending };
  // Every date counts back from the day: a shift keeps their order, so the sorted orders stand.
  const shift = corpus.asOf.getTime() - header.asOf;
  if (shift !== 0) for (let i = 0; i < corpus.size; i++) columns.lastActive[i]! += shift;

  const text = header.terms ? textIndexOf(header.terms, read.arrays, corpus.size) : undefined;
  if (text === null) return { ok: false, reason: 'text index missing or of another shape' };
  const differs = checkedPositions(corpus.size).find(
    (position) => !rowMatches(columns, position, corpus) || (text && !wordsMatch(text, position, corpus)),
  );
  if (differs !== undefined)
    return { ok: false, reason: `creator ${differs} differs from what the code makes now` };
  return { ok: true, index: { columns, ...(text && { text }) } };
}

function textIndexOf(terms: string[], arrays: Map<string, StoredArray>, size: number): TextIndex | null {
  const [idf, postingStart, postingDocs, postingWeights] = TEXT_KEYS.map((key) => arrays.get(`text.${key}`));
  if (
    !(idf instanceof Float32Array && idf.length === terms.length) ||
    !(postingStart instanceof Uint32Array && postingStart.length === terms.length + 1) ||
    !(postingDocs instanceof Uint32Array && postingDocs.length === postingStart[terms.length]) ||
    !(postingWeights instanceof Float32Array && postingWeights.length === postingDocs.length)
  )
    return null;
  return {
    size,
    terms: new Map(terms.map((term, id) => [term, id])),
    idf,
    postingStart,
    postingDocs,
    postingWeights,
  };
}

/** CHECKED_CREATORS positions spread from the first creator to the last. */
const checkedPositions = (size: number) =>
  Array.from({ length: Math.min(size, CHECKED_CREATORS) }, (_, k) =>
    Math.floor((k * (size - 1)) / (CHECKED_CREATORS - 1)),
  );

function rowMatches(columns: CreatorRows, position: number, corpus: IndexedCorpus): boolean {
  const row = emptyColumns(1);
  fillRow(row, 0, corpus.figuresAt(position));
  return ROW_KEYS.every((key) => {
    const stride = row[key].length;
    for (let k = 0; k < stride; k++) if (columns[key][position * stride + k] !== row[key][k]) return false;
    return true;
  });
}

function wordsMatch(text: TextIndex, position: number, corpus: IndexedCorpus): boolean {
  const weights = documentWeights(text, corpus.textAt(position));
  if (!weights) return false;
  for (const [term, weight] of weights)
    if (Math.abs(storedWeight(text, position, term) - weight) > WEIGHT_TOLERANCE) return false;
  return true;
}
