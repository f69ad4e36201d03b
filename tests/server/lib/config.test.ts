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

  it('reads the job lease in seconds: 60 by default, fractions allowed, never zero', () => {
    expect(loadConfig({}).JOB_LEASE_SECONDS).toBe(60);
    expect(loadConfig({ JOB_LEASE_SECONDS: '2.5' }).JOB_LEASE_SECONDS).toBe(2.5);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
  });
});
