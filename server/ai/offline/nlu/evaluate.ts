import { isDeepStrictEqual } from 'node:util';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { offlineSkills } from '../skills/index.ts';
import type { Slots } from '../skills/offline-skill.ts';
import type { CorpusExample } from './corpus-example.ts';
import { isHeldOut } from './held-out.ts';
import { corpus, intentClassifier } from './intent-classifier.ts';

/** The day the corpus's dates are written for ("from March 1" is 2026-03-01). */
export const CORPUS_TODAY = new Date('2026-05-01T12:00:00Z');

export interface Score {
  intent: string;
  lang: Language;
  examples: number;
  /** Share of examples whose top intent is right. */
  intentRate: number;
  /** Share of examples whose slots read exactly as expected. */
  slotRate: number;
  misses: { text: string; got: string; slots?: Slots; expected?: Slots }[];
}

export function readSlots(e: CorpusExample): Slots {
  const skill = offlineSkills.find((s) => s.toolName === e.intent);
  if (skill) return skill.read(e.text, CORPUS_TODAY);
  return {};
}

/** Intents whose answer reads nothing from the request: their slots are always right. */
export const SLOTLESS_INTENTS: ReadonlySet<string> = new Set(['help', 'small_talk', 'other', 'unsupported']);

export interface Rates {
  examples: number;
  /** Share of examples whose top intent is right. */
  intentRate: number;
  /** Share of the examples of intents that read slots whose slots read exactly as expected. */
  slotRate: number;
  misses: Score['misses'];
}

/** How many of the examples reach the right intent and read exactly the expected slots. */
export function rateExamples(examples: readonly CorpusExample[]): Rates {
  let rightIntent = 0;
  let rightSlots = 0;
  let slotted = 0;
  const misses: Score['misses'] = [];
  for (const e of examples) {
    const got = intentClassifier().classify(e.text)[0]?.label ?? '';
    const slots = readSlots(e);
    const slotsRight = isDeepStrictEqual(slots, e.slots);
    if (got === e.intent) rightIntent++;
    if (!SLOTLESS_INTENTS.has(e.intent)) slotted++;
    if (slotsRight && !SLOTLESS_INTENTS.has(e.intent)) rightSlots++;
    if (got !== e.intent || !slotsRight)
      misses.push({ text: e.text, got, ...(slotsRight ? {} : { slots, expected: e.slots }) });
  }
  return {
    examples: examples.length,
    intentRate: rightIntent / examples.length,
    slotRate: slotted ? rightSlots / slotted : 1,
    misses,
  };
}

/** Right-intent and exact-slot rates per intent and language on the held-out split. */
export function scoreHeldOut(examples: readonly CorpusExample[] = corpus()): Score[] {
  const groups = new Map<string, CorpusExample[]>();
  for (const e of examples.filter((x) => isHeldOut(x.text))) {
    const key = `${e.intent}.${e.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.entries()].sort().map(([, group]) => {
    const first = group[0] as CorpusExample;
    return { intent: first.intent, lang: first.lang, ...rateExamples(group) };
  });
}
