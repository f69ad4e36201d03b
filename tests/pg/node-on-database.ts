import { createDb } from '../../server/db/client.ts';
import { noModel } from '../server/helpers/no-model.ts';
import { createTestApp, type TestApp } from '../server/helpers/test-app.ts';

/**
 * One node of a multi-node test: an app with its own pool, caches and listener on the PostgreSQL database at
 * `url`, which the other nodes share. The offline model unless the test gives one.
 */
export async function nodeOnDatabase(
  url: string,
  opts: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'database'> = {},
): Promise<TestApp> {
  return createTestApp({
    models: noModel,
    ...opts,
    env: { DATABASE_URL: url, ...opts.env },
    database: await createDb({ databaseUrl: url }),
  });
}
