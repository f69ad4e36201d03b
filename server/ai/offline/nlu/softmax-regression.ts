export interface Labelled {
  label: string;
  features: readonly string[];
}

export interface Ranked {
  label: string;
  /** The model's probability; a ranking sums to 1. */
  p: number;
}

export interface Classifier {
  labels: readonly string[];
  rank(features: readonly string[]): Ranked[];
}

const EPOCHS = 5;
const LEARNING_RATE = 0.2;
/** Examples per training step: a few milliseconds of work between two chances for other work to run. */
export const TRAINING_SLICE = 500;

/** FNV-1a of an example's label and features: where it falls in each epoch's order, whatever else is trained. */
function exampleHash(label: string, features: readonly string[]): number {
  let h = 0x811c9dc5;
  for (const text of [label, ...features]) {
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0xff, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes an example's hash with the epoch (murmur3's finalizer), so each epoch visits the examples anew. */
function epochKey(hash: number, epoch: number): number {
  let h = (hash ^ Math.imul(epoch + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The examples in an order of their own content, the same on every start. A shuffle of positions (as before
 * 2026-12) reordered every example when one was added, and the model trained by SGD moved with the order:
 * one example more flipped 2–4 other requests' intents and 10–15 near-ties anywhere in the corpus (decision 192).
 */
function inEpochOrder<T extends { hash: number }>(rows: readonly T[], epoch: number): T[] {
  return rows
    .map((row, index) => ({ row, index, key: epochKey(row.hash, epoch) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ row }) => row);
}

function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < scores.length; k++) max = Math.max(max, scores[k]!);
  const out = new Float64Array(scores.length);
  let sum = 0;
  for (let k = 0; k < scores.length; k++) sum += out[k] = Math.exp(scores[k]! - max);
  for (let k = 0; k < scores.length; k++) out[k]! /= sum;
  return out;
}

/**
 * Multinomial logistic regression trained by stochastic gradient descent over binary features: unlike naive
 * Bayes it weighs features that tell intents apart ("open" vs "share") over ones every intent shares ("the",
 * "帮我"), and its probabilities are calibrated enough to tell a sure reading from a guess. Features become
 * integer ids and the weights one flat array, so training runs at server start.
 */
export function trainSoftmaxRegression(examples: readonly Labelled[]): Classifier {
  return finish(trainingSteps(examples));
}

/** Runs a training to its end at once. */
export function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The training of trainSoftmaxRegression, pausing (yield) after every TRAINING_SLICE examples of an epoch. */
export function* trainingSteps(examples: readonly Labelled[]): Generator<void, Classifier> {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const K = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const featureIndex = new Map<string, number>();
  const idsOf = (features: readonly string[], grow: boolean) => {
    const ids = new Set<number>();
    for (const f of features) {
      let id = featureIndex.get(f);
      if (id === undefined && grow) featureIndex.set(f, (id = featureIndex.size));
      if (id !== undefined) ids.add(id);
    }
    return Int32Array.from(ids);
  };
  const rows: { y: number; ids: Int32Array; hash: number }[] = [];
  for (const e of examples) {
    if (rows.length % TRAINING_SLICE === TRAINING_SLICE - 1) yield;
    rows.push({
      y: labelIndex.get(e.label) ?? 0,
      ids: idsOf(e.features, true),
      hash: exampleHash(e.label, e.features),
    });
  }
  const weights = new Float64Array(featureIndex.size * K);
  const scores = new Float64Array(K);
  const probabilities = (ids: Int32Array) => {
    scores.fill(0);
    for (let i = 0; i < ids.length; i++) {
      const base = ids[i]! * K;
      for (let k = 0; k < K; k++) scores[k]! += weights[base + k]!;
    }
    return softmax(scores);
  };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = LEARNING_RATE / (1 + epoch);
    let done = 0;
    for (const { y, ids } of inEpochOrder(rows, epoch)) {
      if (++done % TRAINING_SLICE === 0) yield;
      const p = probabilities(ids);
      const step = rate / Math.sqrt(ids.length || 1);
      for (let k = 0; k < K; k++) {
        const gradient = step * (p[k]! - (k === y ? 1 : 0));
        for (let i = 0; i < ids.length; i++) weights[ids[i]! * K + k]! -= gradient;
      }
    }
  }
  return {
    labels,
    rank(features) {
      const p = probabilities(idsOf(features, false));
      return labels.map((label, k) => ({ label, p: p[k] ?? 0 })).sort((a, b) => b.p - a.p);
    },
  };
}
