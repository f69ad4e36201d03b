import { openEmbeddedDb, type EmbeddedDb } from './db/open-embedded-db.ts';
import { embeddedDataDir } from './lib/database-location.ts';

/**
 * `npm start` / `npm run serve`. Loading the server's code and opening the embedded database (its thread loads
 * PGlite and starts PostgreSQL) take about as long as each other, so they overlap: this module, kept small,
 * takes the data directory's lock and starts the database thread, then loads the rest of the server, which
 * waits for the database before it migrates, seeds and listens ("running at" still means ready).
 */
const dataDir = embeddedDataDir(process.env);
const opening: Promise<EmbeddedDb> | undefined =
  dataDir === undefined ? undefined : openEmbeddedDb({ dataDir });
// A failure is reported where start-server.ts awaits it (after an invalid configuration's), not as an
// unhandled rejection while the server's code loads.
opening?.catch(() => {});
try {
  const { startServer } = await import('./start-server.ts');
  await startServer(opening);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
