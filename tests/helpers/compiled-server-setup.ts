import path from 'node:path';
import { buildIfStale } from '../../scripts/build/stale-build.mjs';
import { serverTarget } from '../../scripts/build/targets.mjs';

/**
 * Global setup of the suites that start real server processes (fault, nodes) or `npm run issue-key` (server):
 * the compiled server (`dist-server/`, as `npm start` runs it) is rebuilt when its sources changed, so every
 * spawn skips the TypeScript loader — a couple of seconds of CPU per start, dozens of starts per run.
 */
export default async function setup(): Promise<void> {
  await buildIfStale(path.resolve(import.meta.dirname, '../..'), serverTarget);
}
