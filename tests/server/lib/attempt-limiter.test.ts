import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAttemptLimiter } from '../../../server/lib/rate-limits/attempt-limiter.ts';
import { addressKey } from '../../../server/lib/rate-limits/app-limits.ts';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

afterEach(() => vi.useRealTimers());

describe('attempt limiter (memory)', () => {
  it('counts an attempt when it is reserved, so a parallel burst gets exactly the limit', async () => {
    const limiter = createAttemptLimiter(rule, { kind: 'memory' });
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.reserve('k')));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await limiter.reserve('other')).toBe(true);
  });

  it('gives a released attempt back and forgets a cleared key', async () => {
    const limiter = createAttemptLimiter(rule, { kind: 'memory' });
    for (let i = 0; i < 3; i++) expect(await limiter.reserve('k')).toBe(true);
    expect(await limiter.reserve('k')).toBe(false);
    await limiter.release('k');
    await limiter.release('k');
    expect(await limiter.reserve('k')).toBe(true);
    await limiter.clear('k');
    for (let i = 0; i < 3; i++) expect(await limiter.reserve('k')).toBe(true);
  });

  it('frees a key when its window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = createAttemptLimiter(rule, { kind: 'memory' });
    for (let i = 0; i < 3; i++) await limiter.reserve('k');
    expect(await limiter.reserve('k')).toBe(false);
    vi.setSystemTime(Date.now() + rule.windowMs + 1);
    expect(await limiter.reserve('k')).toBe(true);
  });

  it('tells how long a key has left in its window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = createAttemptLimiter(rule, { kind: 'memory' });
    expect(await limiter.waitMs('k')).toBe(0);
    await limiter.reserve('k');
    vi.setSystemTime(Date.now() + 20_000);
    expect(await limiter.waitMs('k')).toBe(40_000);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('counts IPv6 addresses per /64, however they are written', () => {
    const key = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(addressKey('2001:db8:1:2::')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
