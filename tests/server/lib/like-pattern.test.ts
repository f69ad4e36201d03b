import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../../server/lib/like-pattern.ts';

describe('containsPattern', () => {
  it('wraps in % and escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('nike')).toBe('%nike%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
