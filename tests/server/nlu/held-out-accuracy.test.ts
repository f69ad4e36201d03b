import { describe, expect, it } from 'vitest';
import { askUserTool } from '../../../src/tools/ask-user/contract.ts';
import { toolContracts } from '../../../src/tools/contracts.ts';
import { LANGUAGES } from '../../../src/tools/switch-language/contract.ts';
import { scoreHeldOut } from '../../../server/ai/offline/nlu/evaluate.ts';
import { isHeldOut } from '../../../server/ai/offline/nlu/held-out.ts';
import { corpus, trainIntentClassifier } from '../../../server/ai/offline/nlu/intent-classifier.ts';

const TOOL_INTENT = 0.95;
const TOOL_SLOTS = 0.9;
/** help, small talk, unsupported and other have fewer, shorter examples; they are held to a lower bar. */
const OTHER_INTENT = 0.85;
const MIN_EXAMPLES = 150;

/** Every tool a user asks for; ask_user is the model's own question back, never a request. */
const tools = toolContracts.map((t) => t.name).filter((name) => name !== askUserTool.name);
const scores = scoreHeldOut();
const scoreOf = (intent: string, lang: string) => scores.find((s) => s.intent === intent && s.lang === lang);

describe('offline NLU on the held-out split', () => {
  it.each(tools.flatMap((tool) => LANGUAGES.map((lang) => [tool, lang] as const)))(
    '%s (%s): right tool ≥ 95 %, exact slots ≥ 90 %',
    (tool, lang) => {
      const score = scoreOf(tool, lang);
      expect(score?.examples).toBeGreaterThan(20);
      expect(score?.intentRate, JSON.stringify(score?.misses)).toBeGreaterThanOrEqual(TOOL_INTENT);
      expect(score?.slotRate, JSON.stringify(score?.misses)).toBeGreaterThanOrEqual(TOOL_SLOTS);
    },
  );

  it.each(
    ['help', 'unsupported', 'other'].flatMap((intent) => LANGUAGES.map((lang) => [intent, lang] as const)),
  )('%s (%s): right intent ≥ 85 %', (intent, lang) => {
    const score = scoreOf(intent, lang);
    expect(score?.intentRate, JSON.stringify(score?.misses)).toBeGreaterThanOrEqual(OTHER_INTENT);
  });
});

describe('the corpus', () => {
  it.each(tools.flatMap((tool) => LANGUAGES.map((lang) => [tool, lang] as const)))(
    'has at least 150 examples for %s in %s, hand-written ones among the held-out',
    (tool, lang) => {
      const own = corpus().filter((e) => e.intent === tool && e.lang === lang);
      expect(own.length).toBeGreaterThanOrEqual(MIN_EXAMPLES);
      expect(own.filter((e) => e.hand && isHeldOut(e.text)).length).toBeGreaterThan(0);
      expect(own.filter((e) => !e.hand).length).toBeGreaterThan(0);
    },
  );

  it('holds out about a fifth of the examples', () => {
    const share = corpus().filter((e) => isHeldOut(e.text)).length / corpus().length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it('never trains on a held-out example', () => {
    const heldOut = corpus().find((e) => isHeldOut(e.text));
    const trained = corpus().find((e) => !isHeldOut(e.text));
    if (!heldOut || !trained) throw new Error('corpus has no split');
    const classifier = trainIntentClassifier([
      ...corpus(),
      { ...heldOut, intent: 'only_held_out' },
      { ...trained, intent: 'only_trained' },
    ]);
    expect(classifier.intents).not.toContain('only_held_out');
    expect(classifier.intents).toContain('only_trained');
  });
});
