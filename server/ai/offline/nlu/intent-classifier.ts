import { once } from '../../../lib/once.ts';
import type { CorpusExample } from './corpus-example.ts';
import { featuresOf } from './features.ts';
import { isHeldOut } from './held-out.ts';
import { loadCorpus } from './load-corpus.ts';
import { trainSoftmaxRegression, type Ranked } from './softmax-regression.ts';

export interface IntentClassifier {
  intents: readonly string[];
  classify(text: string): Ranked[];
}

/** The classifier of one set of examples; the held-out split never reaches it. */
export function trainIntentClassifier(examples: readonly CorpusExample[]): IntentClassifier {
  const seen = new Set<string>();
  const training = examples.filter((e) => {
    const key = `${e.intent}\u0000${e.text}`;
    if (isHeldOut(e.text) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const model = trainSoftmaxRegression(
    training.map((e) => ({ label: e.intent, features: featuresOf(e.text) })),
  );
  return { intents: model.labels, classify: (text) => model.rank(featuresOf(text)) };
}

/** Every example of the corpus, loaded on first use. */
export const corpus: () => readonly CorpusExample[] = once(loadCorpus);
/**
 * The offline model's classifier, trained on first use (~¼ s): by the first request it reads, not by every start
 * of the server, which may not use the offline model at all.
 */
export const intentClassifier: () => IntentClassifier = once(() => trainIntentClassifier(corpus()));
