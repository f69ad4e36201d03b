import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readSlots, SLOTLESS_INTENTS } from '../../../server/ai/offline/nlu/evaluate.ts';
import { corpus } from '../../../server/ai/offline/nlu/intent-classifier.ts';

/**
 * The held-out split measures each tool's readers on a fifth of the corpus; a reader's fault on a whole template
 * (every "让耐克看板每周更新" reading a dashboard "让耐克") hides among the trained four fifths. This reads them all.
 * 23 of about 12,000 read otherwise today, each a judgement kept (docs/decisions.md 193): an example added must read
 * as written, or this bound is raised knowingly.
 */
const MOST_MISREAD = 23;

describe('the slot readers over the whole corpus', () => {
  it(`read every example but at most ${MOST_MISREAD} as written`, () => {
    const slotted = corpus().filter((e) => !SLOTLESS_INTENTS.has(e.intent));
    const misread = slotted
      .map((e) => ({ text: e.text, intent: e.intent, got: readSlots(e), expected: e.slots }))
      .filter((r) => !isDeepStrictEqual(r.got, r.expected));
    expect(slotted.length).toBeGreaterThan(10_000);
    expect(misread.length, JSON.stringify(misread.slice(0, 40), null, 1)).toBeLessThanOrEqual(MOST_MISREAD);
  });
});
