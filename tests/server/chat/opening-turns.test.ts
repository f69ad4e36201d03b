import { describe, expect, it } from 'vitest';
import { OpeningTurns } from '../../../server/chat/opening-turns.ts';

const LONG = 60_000;

/** Whether `promise` has settled by the time the tasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('OpeningTurns', () => {
  it('lets a tool go at once when no turn is opening', async () => {
    const openings = new OpeningTurns(LONG);
    openings.begin()();
    expect(await settled(openings.earlierOpened())).toBe(true);
  });

  it('holds a tool until every turn that arrived before it has opened, not one that arrived after', async () => {
    const openings = new OpeningTurns(LONG);
    const first = openings.begin();
    const second = openings.begin();
    const wait = openings.earlierOpened();
    const later = openings.begin();
    first();
    expect(await settled(wait)).toBe(false);
    second();
    second(); // told twice: harmless
    expect(await settled(wait)).toBe(true);
    later();
  });

  it('releases waits oldest first, each once its own earlier turns opened', async () => {
    const openings = new OpeningTurns(LONG);
    const first = openings.begin();
    const older = openings.earlierOpened();
    const second = openings.begin();
    const newer = openings.earlierOpened();
    first();
    expect([await settled(older), await settled(newer)]).toEqual([true, false]);
    second();
    expect(await settled(newer)).toBe(true);
  });

  it('holds a tool no longer than the longest wait when an earlier turn never opens', async () => {
    const openings = new OpeningTurns(30);
    openings.begin();
    const started = performance.now();
    await openings.earlierOpened();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    // A new wait still waits for the turn that never opened.
    const next = openings.earlierOpened();
    expect(await settled(next)).toBe(false);
  });
});
