import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/lib/config.ts';
import { embeddedDataDir } from '../../../server/lib/database-location.ts';

/** main.ts opens the embedded database before loading the configuration: both must name the same database. */
describe('embeddedDataDir', () => {
  const environments: Record<string, NodeJS.ProcessEnv> = {
    'nothing set': {},
    'a relative DATA_DIR': { DATA_DIR: 'some/where' },
    'an absolute DATA_DIR': { DATA_DIR: '/srv/booster' },
    'an empty DATA_DIR': { DATA_DIR: '' },
    'an empty DATABASE_URL': { DATABASE_URL: '', DATA_DIR: 'elsewhere' },
    'a DATABASE_URL': { DATABASE_URL: 'postgres://u@h/db', DATA_DIR: 'unused' },
  };

  it.each(Object.entries(environments))('agrees with loadConfig with %s', (_, env) => {
    const config = loadConfig(env);
    expect(embeddedDataDir(env)).toBe(config.DATABASE_URL ? undefined : config.dataDir);
  });

  it('resolves the default against the working directory', () => {
    expect(embeddedDataDir({})).toBe(path.resolve('data'));
  });
});
