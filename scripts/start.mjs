// @ts-check
// `npm start`: rebuilds what changed since its last build — the front end (dist/), the server (dist-server/), or
// neither — then runs the compiled server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build/stale-build.mjs';
import { targets } from './build/targets.mjs';

const root = path.resolve(import.meta.dirname, '..');

for (const target of targets) {
  const started = performance.now();
  try {
    if (await buildIfStale(root, target)) {
      console.info(`${target.name}: rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.info(`${target.name}: up to date`);
    }
  } catch (err) {
    console.error(`${target.name}: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
await import(pathToFileURL(path.join(root, 'dist-server/main.js')).href);
