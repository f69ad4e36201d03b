import { describe, expect, it } from 'vitest';
import { resultWithin } from '../../../server/lib/result-within.ts';

describe('resultWithin', () => {
  it("gives the work's result when it settles in time", async () => {
    expect(await resultWithin(Promise.resolve('done'), 1_000, 'late')).toBe('done');
  });

  it('gives the fallback when the work takes longer', async () => {
    expect(await resultWithin(new Promise<string>(() => {}), 10, 'late')).toBe('late');
  });

  it("passes the work's failure on", async () => {
    await expect(resultWithin(Promise.reject(new Error('broken')), 1_000, 'late')).rejects.toThrow('broken');
  });
});
