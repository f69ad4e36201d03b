// @ts-check
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './stale-build.mjs';

/**
 * Rebuilds each of `targets` whose sources changed since its last build, then runs `entry` (a file of
 * dist-server/) in this process; a failed build ends the process with its message. `report` prints whether each
 * target was rebuilt (`npm start` does; the operator's command prints only what it was asked for).
 * @param {string} root
 * @param {readonly import('./stale-build.mjs').Target[]} targets
 * @param {string} entry
 * @param {{ report?: boolean }} [options]
 */
export async function runCompiled(root, targets, entry, { report = false } = {}) {
  for (const target of targets) {
    const started = performance.now();
    try {
      const rebuilt = await buildIfStale(root, target);
      if (!report) continue;
      console.info(
        rebuilt
          ? `${target.name}: rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`
          : `${target.name}: up to date`,
      );
    } catch (err) {
      console.error(`${target.name}: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    }
  }
  await import(pathToFileURL(path.join(root, 'dist-server', entry)).href);
}
