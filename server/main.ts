import { setFlagsFromString } from 'node:v8';
import { openEmbeddedDb, type EmbeddedDb } from './db/open-embedded-db.ts';
import { embeddedDataDir } from './lib/database-location.ts';

/**
 * `npm start` / `npm run serve`. Loading the server's code and opening the embedded database (its thread loads
 * PGlite and starts PostgreSQL) take about as long as each other, so they overlap: this module, kept small,
 * takes the data directory's lock and starts the database thread, then loads the rest of the server, which
 * listens and answers the app's pages and files while it waits for the database, then migrates and seeds
 * ("running at" still means ready).
 *
 * The server's code is loaded only once the thread runs: evaluating it holds this thread for hundreds of
 * milliseconds at a time, and the lock's file operations, waiting behind it, delayed the database by as much.
 */
// V8 recompiles the hot functions of PGlite's WebAssembly with its optimizing compiler in background threads. At
// the default budget it did so for much of PostgreSQL's start-up code: over a second of CPU, on two cores, while
// the server started. The app database's queries ran no slower without it, and a function that runs this much
// still tiers up (decision 168). The flag is process-wide, so it is set before the database thread starts.
setFlagsFromString('--wasm-tiering-budget=1000000000');
const dataDir = embeddedDataDir(process.env);
let threadStarted: () => void = () => {};
const started = new Promise<void>((resolve) => (threadStarted = resolve));
const opening: Promise<EmbeddedDb> | undefined =
  dataDir === undefined ? undefined : openEmbeddedDb({ dataDir, onThreadStarted: threadStarted });
// A failure is reported where start-server.ts awaits it (after an invalid configuration's), not as an
// unhandled rejection while the server's code loads.
opening?.catch(() => {});
// The thread runs once this process holds the data directory's lock; a refused lock rejects `opening` first.
const threadRuns =
  opening !== undefined &&
  (await Promise.race([
    started.then(() => true),
    opening.then(
      () => true,
      () => false,
    ),
  ]));
try {
  const early = threadRuns ? (await import('./web/serve-site-early.ts')).serveSiteEarly() : undefined;
  const { startServer } = await import('./start-server.ts');
  await startServer(opening, early);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
