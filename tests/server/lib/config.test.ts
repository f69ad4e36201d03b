import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/lib/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8787,
      AI_PROVIDER: 'offline',
      DATA_DIR: './data',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('keeps the files built from the code in DATA_DIR/cache unless CACHE_DIR says where', () => {
    expect(loadConfig({ DATA_DIR: '/srv/studio' }).cacheDir).toBe(path.resolve('/srv/studio/cache'));
    expect(loadConfig({ DATA_DIR: '/srv/studio', CACHE_DIR: '/var/cache/studio' }).cacheDir).toBe(
      path.resolve('/var/cache/studio'),
    );
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8787);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', AI_PROVIDER: 'gpt' })).toThrow(
      /PORT[\s\S]*AI_PROVIDER|AI_PROVIDER[\s\S]*PORT/,
    );
  });

  it('sizes the PostgreSQL pools from DB_POOL_MAX and ANALYTICS_POOL_MAX, 10 and 4 by default', () => {
    expect(loadConfig({})).toMatchObject({ DB_POOL_MAX: 10, ANALYTICS_POOL_MAX: 4 });
    expect(loadConfig({ DB_POOL_MAX: '3', ANALYTICS_POOL_MAX: '1' })).toMatchObject({
      DB_POOL_MAX: 3,
      ANALYTICS_POOL_MAX: 1,
    });
    for (const bad of ['0', '-2', '2.5', 'ten'])
      expect(() => loadConfig({ DB_POOL_MAX: bad, ANALYTICS_POOL_MAX: bad })).toThrow(
        /DB_POOL_MAX[\s\S]*ANALYTICS_POOL_MAX/,
      );
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR ranges, IPv4 and IPv6, and trusts no one by default', () => {
    const none = loadConfig({}).TRUSTED_PROXIES;
    expect(['127.0.0.1', '::1', '10.0.0.1'].some((a) => none.has(a))).toBe(false);

    const proxies = loadConfig({
      TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,::1',
    }).TRUSTED_PROXIES;
    const trusted = ['10.255.0.1', '192.0.2.7', '::ffff:10.0.0.9', '2001:db8:1::5', '2001:DB8::5', '::1'];
    const untrusted = ['11.0.0.1', '192.0.2.8', '2001:db9::1', '::2', 'unknown', ''];
    expect(trusted.filter((a) => proxies.has(a))).toEqual(trusted);
    expect(untrusted.filter((a) => proxies.has(a))).toEqual([]);
  });

  it('names each TRUSTED_PROXIES entry that is not an address or range', () => {
    for (const bad of [
      '10.0.0.0/33',
      '2001:db8::/129',
      'proxy.internal',
      '300.1.1.1',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
    ])
      expect(() => loadConfig({ TRUSTED_PROXIES: `127.0.0.1, ${bad}` })).toThrow(
        `TRUSTED_PROXIES: not an IP address or CIDR range: ${bad}`,
      );
  });

  it('reads the job lease in seconds: 60 by default, fractions allowed, never zero', () => {
    expect(loadConfig({}).JOB_LEASE_SECONDS).toBe(60);
    expect(loadConfig({ JOB_LEASE_SECONDS: '2.5' }).JOB_LEASE_SECONDS).toBe(2.5);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
  });
});
