import type { CorpusExample } from './corpus-example.ts';
import { featuresOf } from './features.ts';
import { isHeldOut } from './held-out.ts';
import { corpusLoadSteps } from './load-corpus.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { finish, TRAINING_SLICE, trainingSteps, type Labelled, type Ranked } from './softmax-regression.ts';

export interface IntentClassifier {
  intents: readonly string[];
  classify(text: string): Ranked[];
}

/** The classifier of one set of examples; the held-out split never reaches it. */
export function trainIntentClassifier(examples: readonly CorpusExample[]): IntentClassifier {
  return finish(intentTrainingSteps(examples));
}

/** trainIntentClassifier in steps: features of TRAINING_SLICE examples, or that many of an epoch, each. */
function* intentTrainingSteps(examples: readonly CorpusExample[]): Generator<void, IntentClassifier> {
  const seen = new Set<string>();
  const training: CorpusExample[] = [];
  for (const [index, e] of examples.entries()) {
    if (index % TRAINING_SLICE === TRAINING_SLICE - 1) yield;
    const key = `${e.intent}\u0000${e.text}`;
    if (isHeldOut(e.text) || seen.has(key)) continue;
    seen.add(key);
    training.push(e);
  }
  const labelled: Labelled[] = [];
  for (const e of training) {
    if (labelled.length % TRAINING_SLICE === TRAINING_SLICE - 1) yield;
    labelled.push({ label: e.intent, features: featuresOf(e.text) });
  }
  const model = yield* trainingSteps(labelled);
  return { intents: model.labels, classify: (text) => model.rank(featuresOf(text)) };
}

let loaded: readonly CorpusExample[] | undefined;

/** Every example of the corpus, loaded on first use. */
export const corpus = (): readonly CorpusExample[] => (loaded ??= finish(corpusLoadSteps()));

let trained: IntentClassifier | undefined;
let training: Promise<IntentClassifier> | undefined;

/**
 * The offline model's classifier, trained on first use (~¼ s): by the first request it reads, not by every start
 * of the server, which may not use the offline model at all.
 */
export const intentClassifier = (): IntentClassifier => (trained ??= finish(intentTrainingSteps(corpus())));

/**
 * The same classifier, trained a slice at a time with the event loop free between slices, so other requests
 * are not held ~¼ s behind the first request the offline model reads.
 */
export function intentClassifierReady(): Promise<IntentClassifier> {
  return (training ??= (async () => {
    const steps = (function* () {
      loaded ??= yield* corpusLoadSteps();
      return yield* intentTrainingSteps(loaded);
    })();
    for (let step = steps.next(); !trained; step = steps.next()) {
      if (step.done) return (trained = step.value);
      await nextTurn();
    }
    return trained;
  })());
}
