import { tokenize, type Token } from './tokens.ts';

/**
 * TF-IDF vectors of every creator's words (bio, headline, recent post titles, hashtags), kept term by term
 * (postings), so a brief is scored against all creators by walking only the postings of its own terms. Weights:
 * (1 + ln tf) · ln(N / df), each creator's vector of unit length, so a score is the cosine of brief and creator
 * (decision "Smart recommendation: TF-IDF in the index worker").
 */
export interface TextIndex {
  size: number;
  terms: Map<string, number>;
  idf: Float32Array;
  /** Term t's creators are postingDocs[postingStart[t] .. postingStart[t + 1]), with their weights. */
  postingStart: Uint32Array;
  postingDocs: Uint32Array;
  postingWeights: Float32Array;
}

/** A brief (or a creator, for "similar creators") as weighted terms of the index, of unit length. */
export interface TextQuery {
  terms: number[];
  weights: number[];
  /** The tokens of the text that are index terms, for quoting what matched. */
  tokens: (Token & { id: number })[];
}

/** Grows a typed array as the build appends to it. */
class Growing<T extends Uint32Array | Float32Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/** A term's frequency weight in a text: 1 + ln tf (times idf, before the vector is made unit length). */
const tfWeight = (count: number) => 1 + Math.log(count);

const termCounts = (tokens: Token[], ids: (term: string) => number | undefined) => {
  const counts = new Map<number, number>();
  for (const { term } of tokens) {
    const id = ids(term);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/**
 * Builds the index from each creator's text. Every `chunk` creators it yields to the event loop (of the worker
 * thread), so list queries asked meanwhile are answered between chunks.
 */
export async function buildTextIndex(
  size: number,
  textOf: (position: number) => string,
  chunk = 500,
): Promise<TextIndex> {
  const terms = new Map<string, number>();
  const df: number[] = [];
  const docStart = new Uint32Array(size + 1);
  const docTerms = new Growing(new Uint32Array(1 << 16), (n) => new Uint32Array(n));
  const docTf = new Growing(new Float32Array(1 << 16), (n) => new Float32Array(n));
  const idOf = (term: string) => {
    let id = terms.get(term);
    if (id === undefined) {
      id = terms.size;
      terms.set(term, id);
      df.push(0);
    }
    return id;
  };
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % chunk === 0) await new Promise((resolve) => setImmediate(resolve));
    for (const [id, count] of termCounts(tokenize(textOf(i)), idOf)) {
      docTerms.push(id);
      docTf.push(tfWeight(count));
      df[id]!++;
    }
    docStart[i + 1] = docTerms.length;
  }

  const idf = Float32Array.from(df, (n) => Math.log(size / n));
  const postingStart = new Uint32Array(terms.size + 1);
  for (let k = 0; k < docTerms.length; k++) postingStart[docTerms.data[k]! + 1]!++;
  for (let t = 0; t < terms.size; t++) postingStart[t + 1]! += postingStart[t]!;
  const fill = postingStart.slice(0, terms.size);
  const postingDocs = new Uint32Array(docTerms.length);
  const postingWeights = new Float32Array(docTerms.length);
  for (let i = 0; i < size; i++) {
    let norm = 0;
    for (let k = docStart[i]!; k < docStart[i + 1]!; k++)
      norm += (docTf.data[k]! * idf[docTerms.data[k]!]!) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let k = docStart[i]!; k < docStart[i + 1]!; k++) {
      const t = docTerms.data[k]!;
      const slot = fill[t]!++;
      postingDocs[slot] = i;
      postingWeights[slot] = (docTf.data[k]! * idf[t]!) / norm;
    }
  }
  return { size, terms, idf, postingStart, postingDocs, postingWeights };
}

/** A text as a query of the index; words the creators never use are left out. */
export function textQuery(index: TextIndex, text: string): TextQuery {
  const tokens = tokenize(text).flatMap((t) => {
    const id = index.terms.get(t.term);
    return id === undefined ? [] : [{ ...t, id }];
  });
  const counts = termCounts(tokens, (term) => index.terms.get(term));
  const terms = [...counts.keys()];
  const raw = terms.map((t) => tfWeight(counts.get(t)!) * index.idf[t]!);
  const norm = Math.sqrt(raw.reduce((sum, w) => sum + w * w, 0)) || 1;
  return { terms, weights: raw.map((w) => w / norm), tokens };
}

/** The cosine of the query with every creator (zero for creators sharing no term with it). */
export function cosines(index: TextIndex, query: TextQuery): Float32Array {
  const scores = new Float32Array(index.size);
  query.terms.forEach((t, k) => {
    const w = query.weights[k]!;
    for (let p = index.postingStart[t]!; p < index.postingStart[t + 1]!; p++)
      scores[index.postingDocs[p]!]! += w * index.postingWeights[p]!;
  });
  return scores;
}

/**
 * The weights a creator's text gets in an index built from it, by term id; null when a word of it is not a term
 * of the index. With storedWeight, this checks an index kept on disk against the code that reads it now.
 */
export function documentWeights(index: TextIndex, text: string): Map<number, number> | null {
  const counts = termCounts(tokenize(text), (term) => index.terms.get(term) ?? -1);
  if (counts.has(-1)) return null;
  const raw = [...counts].map(([t, count]) => [t, tfWeight(count) * index.idf[t]!] as const);
  const norm = Math.sqrt(raw.reduce((sum, [, w]) => sum + w * w, 0)) || 1;
  return new Map(raw.map(([t, w]) => [t, w / norm]));
}

/** Creator `doc`'s weight for term `t` as the index holds it (its postings are in creator order), or 0. */
export function storedWeight(index: TextIndex, doc: number, t: number): number {
  let low = index.postingStart[t]!;
  let high = index.postingStart[t + 1]!;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (index.postingDocs[mid]! < doc) low = mid + 1;
    else high = mid;
  }
  return index.postingDocs[low] === doc && low < index.postingStart[t + 1]! ? index.postingWeights[low]! : 0;
}
