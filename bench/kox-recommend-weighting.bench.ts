/**
 * How the recommendation weighs words (decision "Smart recommendation: TF-IDF in the index worker"): TF-IDF,
 * as server/kox/recommend/text-index.ts builds it, against PPMI (positive pointwise mutual information of term
 * and creator, built here only), over the 100,000 sample creators' words. For every topic's phrases in both
 * languages, a brief naming one phrase ("trail run creators", "越野跑达人") and the share of the top 50 and
 * top 500 by cosine whose own words contain that phrase; the build time and the time to score one brief.
 */
import { KOX_LANGUAGES, KOX_TOPICS } from '../src/lib/kox-values.ts';
import { buildTextIndex, cosines, textQuery, type TextIndex } from '../server/kox/recommend/text-index.ts';
import { tokenize } from '../server/kox/recommend/tokens.ts';
import { SAMPLE_CREATOR_COUNT } from '../server/kox/sample/sample-creators.ts';
import { sampleCreatorText } from '../server/kox/sample/sample-text.ts';
import { TOPIC_WORDS } from '../server/kox/sample/vocabulary.ts';
import type { BenchResult } from './bench-result.ts';
import { median, round1 } from './stats.ts';

const TOPS = [50, 500];

/** The same postings with PPMI weights: max(0, ln(c(t,d)·C / (c(t)·c(d)))), each creator of unit length. */
function ppmiIndex(
  texts: string[],
  tfidf: TextIndex,
): { index: TextIndex; termTotal: Float64Array; total: number } {
  const docs = texts.map((text) => {
    const counts = new Map<number, number>();
    for (const { term } of tokenize(text)) {
      const id = tfidf.terms.get(term)!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  });
  const termTotal = new Float64Array(tfidf.terms.size);
  let total = 0;
  for (const d of docs)
    for (const [t, n] of d) {
      termTotal[t]! += n;
      total += n;
    }
  const postingWeights = new Float32Array(tfidf.postingWeights.length);
  const fill = tfidf.postingStart.slice(0, tfidf.terms.size);
  docs.forEach((d, i) => {
    const length = [...d.values()].reduce((a, b) => a + b, 0);
    const raw = [...d].map(
      ([t, n]) => [t, Math.max(0, Math.log((n * total) / (termTotal[t]! * length)))] as const,
    );
    const norm = Math.sqrt(raw.reduce((s, [, w]) => s + w * w, 0)) || 1;
    for (const [t, w] of raw) {
      const slot = fill[t]!++;
      if (tfidf.postingDocs[slot] !== i) throw new Error('postings out of step');
      postingWeights[slot] = w / norm;
    }
  });
  return { index: { ...tfidf, postingWeights }, termTotal, total };
}

function ppmiQuery(p: ReturnType<typeof ppmiIndex>, text: string) {
  const q = textQuery(p.index, text);
  const counts = new Map<number, number>();
  for (const t of q.tokens) counts.set(t.id, (counts.get(t.id) ?? 0) + 1);
  const length = q.tokens.length;
  const raw = q.terms.map((t) =>
    Math.max(0, Math.log((counts.get(t)! * p.total) / (p.termTotal[t]! * length))),
  );
  const norm = Math.sqrt(raw.reduce((s, w) => s + w * w, 0)) || 1;
  return { ...q, weights: raw.map((w) => w / norm) };
}

const topOf = (scores: Float32Array, n: number) =>
  Array.from(scores.keys())
    .filter((i) => scores[i]! > 0)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, n);

export default async function run(): Promise<BenchResult[]> {
  const asOf = new Date();
  const texts = Array.from({ length: SAMPLE_CREATOR_COUNT }, (_, i) => sampleCreatorText(i, asOf));
  let started = performance.now();
  const tfidf = await buildTextIndex(texts.length, (i) => texts[i]!, Number.MAX_SAFE_INTEGER);
  const tfidfBuildMs = performance.now() - started;
  started = performance.now();
  const ppmi = ppmiIndex(texts, tfidf);
  const ppmiBuildMs = performance.now() - started + tfidfBuildMs;

  const briefs = KOX_TOPICS.flatMap((topic) =>
    KOX_LANGUAGES.flatMap((language) =>
      TOPIC_WORDS[topic][language].nouns.map((phrase) => ({
        phrase,
        text: language === 'zh' ? `${phrase}达人` : `${phrase} creators`,
      })),
    ),
  );
  const precision = { tfidf: TOPS.map(() => [] as number[]), ppmi: TOPS.map(() => [] as number[]) };
  const times = { tfidf: [] as number[], ppmi: [] as number[] };
  for (const brief of briefs) {
    const relevant = (i: number) => texts[i]!.toLowerCase().includes(brief.phrase.toLowerCase());
    const relevantCount = texts.filter((_, i) => relevant(i)).length;
    for (const kind of ['tfidf', 'ppmi'] as const) {
      started = performance.now();
      const scores =
        kind === 'tfidf'
          ? cosines(tfidf, textQuery(tfidf, brief.text))
          : cosines(ppmi.index, ppmiQuery(ppmi, brief.text));
      times[kind].push(performance.now() - started);
      TOPS.forEach((n, k) => {
        const top = topOf(scores, n);
        precision[kind][k]!.push(top.filter(relevant).length / Math.min(n, relevantCount));
      });
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [
    ...(['tfidf', 'ppmi'] as const).flatMap((kind) => [
      ...TOPS.map((n, k) => ({
        name: `kox recommend ${kind}: phrase precision@${n} (${briefs.length} briefs, mean)`,
        value: round1(mean(precision[kind][k]!) * 100),
        unit: '%',
      })),
      {
        name: `kox recommend ${kind}: score one brief, median`,
        value: round1(median(times[kind])),
        unit: 'ms',
      },
    ]),
    { name: 'kox recommend tfidf: build (100k creators)', value: Math.round(tfidfBuildMs), unit: 'ms' },
    { name: 'kox recommend ppmi: build (100k creators)', value: Math.round(ppmiBuildMs), unit: 'ms' },
  ];
}
