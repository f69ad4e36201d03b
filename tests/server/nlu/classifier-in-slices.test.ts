import { describe, expect, it, vi } from 'vitest';
import { corpusLoadSteps, loadCorpus } from '../../../server/ai/offline/nlu/load-corpus.ts';
import {
  finish,
  TRAINING_SLICE,
  trainingSteps,
  trainSoftmaxRegression,
  type Labelled,
} from '../../../server/ai/offline/nlu/softmax-regression.ts';

const examples: Labelled[] = Array.from({ length: 3 * TRAINING_SLICE }, (_, i) => ({
  label: ['open', 'share', 'ask'][i % 3]!,
  features: [`w${i % 3}`, `n${i % 17}`, 'the'],
}));

describe('the intent classifier trained in slices', () => {
  it('pauses between slices and ends with the model trained at once', () => {
    const steps = trainingSteps(examples);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    // Feature ids for every example, then five epochs over them.
    expect(pauses).toBeGreaterThanOrEqual(6 * 3 - 1);
    const sliced = step.value;
    const atOnce = trainSoftmaxRegression(examples);
    for (const features of [['w0', 'the'], ['w2', 'n5'], ['unknown']])
      expect(sliced.rank(features)).toEqual(atOnce.rank(features));
    expect(finish(trainingSteps(examples)).rank(['w1'])).toEqual(atOnce.rank(['w1']));
  });

  it('loads the corpus a file at a time, to the same examples', () => {
    const steps = corpusLoadSteps();
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBeGreaterThan(10);
    expect(step.value).toEqual(loadCorpus());
  });

  it('lets the event loop run while the first reading trains it, then serves the same classifier', async () => {
    let turns = 0;
    let training = true;
    const count = () => {
      turns++;
      if (training) setImmediate(count);
    };
    // A classifier no earlier suite of this worker trained (the server's suites share their modules).
    vi.resetModules();
    const { intentClassifier, intentClassifierReady } =
      await import('../../../server/ai/offline/nlu/intent-classifier.ts');
    setImmediate(count);
    const ready = await intentClassifierReady();
    training = false;
    expect(turns).toBeGreaterThan(10);
    expect(intentClassifier()).toBe(ready);
    expect(await intentClassifierReady()).toBe(ready);
    expect(ready.classify('switch to English')[0]?.label).toBe('switch_language');
  });
});
