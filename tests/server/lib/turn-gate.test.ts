import { describe, expect, it } from 'vitest';
import { createTurnGate } from '../../../server/lib/turn-gate.ts';

describe('createTurnGate', () => {
  it('resumes each caller in a turn of its own, in order, with the event loop running in between', async () => {
    const gate = createTurnGate();
    const seen: string[] = [];
    const callers = [1, 2, 3].map(async (n) => {
      await gate.next();
      seen.push(`caller ${n}`);
      setImmediate(() => seen.push(`loop after ${n}`));
    });
    await Promise.all(callers);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([
      'caller 1',
      'loop after 1',
      'caller 2',
      'loop after 2',
      'caller 3',
      'loop after 3',
    ]);
  });
});
