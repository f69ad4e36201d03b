// @ts-check
// Compiles the server into dist-server/ (`npm run build`, `npm start`): one file per program — the server and
// each worker thread's module — as server-build-options.mjs says.
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { uncovered } from './inputs.mjs';
import { serverBuildOptions } from './server-build-options.mjs';
import { serverTarget } from './targets.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const options = serverBuildOptions(root);
rmSync(path.join(root, String(options.outdir)), { recursive: true, force: true });
const { metafile } = await esbuild.build(options);
// Packages are covered by the lockfile, which is one of the target's paths (node_modules may be a link elsewhere).
const ownInputs = Object.keys(metafile.inputs).filter((file) => !/(^|\/)node_modules\//.test(file));
const unseen = uncovered(ownInputs, serverTarget);
if (unseen.length > 0) {
  console.error(
    'The server reads files outside the paths of its build target (scripts/build/targets.mjs), so a change\n' +
      `to them would not rebuild it; add their folder there:\n  ${unseen.join('\n  ')}`,
  );
  process.exit(1);
}
