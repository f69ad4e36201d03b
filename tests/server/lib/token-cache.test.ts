import { describe, expect, it } from 'vitest';
import { TokenCache } from '../../../server/lib/cache/token-cache.ts';

const LATER = Date.now() + 3_600_000;

describe('TokenCache', () => {
  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = new TokenCache<string>(2);
    cache.set('a', 'u1', 'A', LATER);
    cache.set('b', 'u2', 'B', LATER);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'u3', 'C', LATER);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('answers nothing for an entry past its expiry, and drops it', () => {
    const cache = new TokenCache<string>(10);
    const now = Date.now();
    cache.set('a', 'u1', 'A', now + 1_000);
    expect(cache.get('a', now + 999)).toBe('A');
    expect(cache.get('a', now + 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets every entry of one user and only that user's", () => {
    const cache = new TokenCache<string>(10);
    cache.set('a1', 'u1', 'A1', LATER);
    cache.set('a2', 'u1', 'A2', LATER);
    cache.set('b', 'u2', 'B', LATER);
    cache.forgetUser('u1');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b')]).toEqual([undefined, undefined, 'B']);
  });

  it('files a token again under its new user when it is set again', () => {
    const cache = new TokenCache<string>(10);
    cache.set('a', 'u1', 'A', LATER);
    cache.set('a', 'u2', 'A2', LATER);
    cache.forgetUser('u1');
    expect(cache.get('a')).toBe('A2');
    cache.forgetUser('u2');
    expect(cache.get('a')).toBeUndefined();
  });

  it('unfiles an evicted entry from its user', () => {
    const cache = new TokenCache<string>(1);
    cache.set('a', 'u1', 'A', LATER);
    cache.set('b', 'u2', 'B', LATER);
    cache.set('a', 'u3', 'A3', LATER);
    cache.forgetUser('u1');
    expect(cache.get('a')).toBe('A3');
  });
});
