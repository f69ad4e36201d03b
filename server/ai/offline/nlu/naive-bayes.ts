/**
 * Multinomial naive Bayes with add-one smoothing over feature counts and a uniform prior (templates make some
 * intents' examples many, which says nothing about how often users ask for them). Training is one counting pass,
 * fast enough to run at server start.
 */
export interface Labelled {
  label: string;
  features: readonly string[];
}

export interface Ranked {
  label: string;
  /** Posterior probability after tempering (see `TEMPERATURE`); the ranking sums to 1. */
  p: number;
}

/**
 * Naive Bayes sums one log-likelihood per feature, so a long text makes every posterior 0 or 1. Dividing by
 * the square root of the feature count keeps the margin between close intents readable as a confidence.
 */
const TEMPERATURE = (featureCount: number) => Math.sqrt(Math.max(1, featureCount));

export interface NaiveBayes {
  labels: readonly string[];
  rank(features: readonly string[]): Ranked[];
}

export function trainNaiveBayes(examples: readonly Labelled[]): NaiveBayes {
  const docCount = new Map<string, number>();
  const featureCount = new Map<string, Map<string, number>>();
  const totalCount = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const { label, features } of examples) {
    docCount.set(label, (docCount.get(label) ?? 0) + 1);
    const counts = featureCount.get(label) ?? new Map<string, number>();
    featureCount.set(label, counts);
    for (const f of features) {
      counts.set(f, (counts.get(f) ?? 0) + 1);
      vocabulary.add(f);
    }
    totalCount.set(label, (totalCount.get(label) ?? 0) + features.length);
  }
  const labels = [...docCount.keys()].sort();
  const denominator = new Map(labels.map((l) => [l, Math.log((totalCount.get(l) ?? 0) + vocabulary.size)]));

  return {
    labels,
    rank(features) {
      const known = features.filter((f) => vocabulary.has(f));
      const scores = labels.map((label) => {
        const counts = featureCount.get(label);
        const logDenominator = denominator.get(label) ?? 0;
        let score = 0;
        for (const f of known) score += Math.log((counts?.get(f) ?? 0) + 1) - logDenominator;
        return { label, score: score / TEMPERATURE(known.length) };
      });
      const max = Math.max(...scores.map((s) => s.score));
      const exp = scores.map((s) => ({ label: s.label, e: Math.exp(s.score - max) }));
      const sum = exp.reduce((a, s) => a + s.e, 0);
      return exp.map((s) => ({ label: s.label, p: s.e / sum })).sort((a, b) => b.p - a.p);
    },
  };
}
