// @ts-check
// `npm run build`: builds the front end (dist/) and the server (dist-server/), and stamps both so that
// `npm start` knows they are current.
import path from 'node:path';
import { build } from './build/stale-build.mjs';
import { targets } from './build/targets.mjs';

const root = path.resolve(import.meta.dirname, '..');

for (const target of targets) {
  const started = performance.now();
  try {
    await build(root, target);
    console.info(`${target.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    console.error(`${target.name}: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
