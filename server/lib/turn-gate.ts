import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Hands out turns of the event loop one at a time: each caller of `next()` resumes in a turn of its own, after
 * the callers before it. Work that many callers would otherwise do in one stretch (every component of a
 * dashboard picking up the same query's result) is spread out, so timers and requests run in between.
 */
export function createTurnGate(): { next(): Promise<void> } {
  let last: Promise<void> = Promise.resolve();
  return {
    next() {
      const turn = last.then(() => nextTurn());
      last = turn;
      return turn;
    },
  };
}
