// @ts-check
// `npm run issue-key -- <account>`: compiles the server first when its sources changed since the last build (as
// `npm start` does, so it works right after `npm install`), then runs the compiled command in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build/stale-build.mjs';
import { serverTarget } from './build/targets.mjs';

const root = path.resolve(import.meta.dirname, '..');
try {
  await buildIfStale(root, serverTarget);
} catch (err) {
  console.error(`server: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'dist-server/issue-login-key.js')).href);
