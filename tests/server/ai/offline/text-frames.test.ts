import { describe, expect, it } from 'vitest';
import { wordsDue } from '../../../../server/ai/offline/text-frames.ts';

const pacing = { wordMs: 18, frameMs: 50 };

describe('wordsDue', () => {
  it('sends the first word at once and then a word every wordMs', () => {
    expect(wordsDue(pacing, 0, 0, 17)).toBe(1);
    expect(wordsDue(pacing, 50, 1, 17)).toBe(3);
    expect(wordsDue(pacing, 100, 3, 17)).toBe(6);
  });

  it('catches up in one frame after a late wake-up, never past the text', () => {
    expect(wordsDue(pacing, 200, 3, 17)).toBe(12);
    expect(wordsDue(pacing, 5_000, 12, 17)).toBe(17);
  });

  it('sends at least one more word per frame, even when a frame comes early', () => {
    expect(wordsDue(pacing, 10, 1, 17)).toBe(2);
    expect(wordsDue({ wordMs: 1000, frameMs: 1 }, 3, 5, 17)).toBe(6);
  });
});
