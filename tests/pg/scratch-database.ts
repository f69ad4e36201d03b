import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * A database of its own for one test file, created on the server of DATABASE_URL and dropped afterwards, so
 * runs never see each other's data. The DATABASE_URL role needs CREATEDB.
 */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('The pg suites need DATABASE_URL.');
  const name = `booster_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
