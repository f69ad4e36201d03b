import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AD_CLIENT_FIXTURE_PATH, computeAdClientFixture } from '../../../helpers/ad-client-fixture.ts';

/**
 * Where `a` and `b` differ, by path, numbers compared to 1 part in 10⁸: a sum of DuckDB's parallel aggregates (an
 * average spend, the overall ROI of the potential ads) can differ in its last bits, and so in its rounding to
 * 1/10,000, from one run to the next.
 */
function differences(a: unknown, b: unknown, path = '$'): string[] {
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= 1e-8 * Math.max(Math.abs(a), Math.abs(b)) ? [] : [`${path}: ${a} ≠ ${b}`];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return Object.is(a, b) ? [] : [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

describe('the AD results the client suites render', () => {
  it('are what the library computes today (regenerate: node --import tsx tests/helpers/write-ad-client-fixture.ts)', async () => {
    const committed: unknown = JSON.parse(await readFile(AD_CLIENT_FIXTURE_PATH, 'utf8'));
    const computed: unknown = JSON.parse(JSON.stringify(await computeAdClientFixture()));
    expect(differences(committed, computed)).toEqual([]);
  }, 60_000);

  it('would see a changed value', () => {
    expect(differences({ x: [1, { y: 'a' }] }, { x: [1, { y: 'b' }] })).toEqual(['$.x.1.y: "a" ≠ "b"']);
    expect(differences({ x: 30879.6413 }, { x: 30879.6412 })).toEqual([]);
    expect(differences({ x: 1.5 }, { x: 1.6 })).toHaveLength(1);
    expect(differences({ x: null }, { x: 0 })).toHaveLength(1);
  });
});
