import path from 'node:path';

/** `DATA_DIR` when unset. */
export const DEFAULT_DATA_DIR = './data';

/**
 * The data directory of the embedded database, or undefined when `DATABASE_URL` names a PostgreSQL server: read
 * straight from the environment, before the configuration (and zod) are loaded, so server/main.ts can start
 * opening the database first. It reads both variables as loadConfig does (an empty one is unset).
 */
export function embeddedDataDir(env: NodeJS.ProcessEnv): string | undefined {
  if (env.DATABASE_URL) return undefined;
  return path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
}
