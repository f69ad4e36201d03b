import { once } from '../../../lib/once.ts';
import { featuresOf } from './features.ts';
import { isHeldOut } from './held-out.ts';
import { corpus } from './intent-classifier.ts';
import { trainSoftmaxRegression } from './softmax-regression.ts';

const UNSUPPORTED = 'unsupported';

/**
 * Which coming feature an "unsupported" request is about (outreach e-mail, ad analytics),
 * learnt from the `feature` slot of the unsupported corpus, so a new one is new examples.
 */
const model = once(() =>
  trainSoftmaxRegression(
    corpus()
      .filter((e) => e.intent === UNSUPPORTED && typeof e.slots.feature === 'string' && !isHeldOut(e.text))
      .map((e) => ({ label: String(e.slots.feature), features: featuresOf(e.text) })),
  ),
);

export function unsupportedFeatureOf(text: string): string | undefined {
  return model().rank(featuresOf(text))[0]?.label;
}
