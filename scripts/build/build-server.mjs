// @ts-check
// Compiles the server into dist-server/ (`npm run build`, `npm start`): one file per program — the server and
// each worker thread's module — with dependencies left to node_modules and a source map beside each.
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { uncovered } from './inputs.mjs';
import { serverEntries } from './server-entries.mjs';
import { serverTarget } from './targets.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = 'dist-server';

rmSync(path.join(root, OUT_DIR), { recursive: true, force: true });
const { metafile } = await esbuild.build({
  absWorkingDir: root,
  entryPoints: serverEntries(root),
  outdir: OUT_DIR,
  entryNames: '[name]',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
const unseen = uncovered(Object.keys(metafile.inputs), serverTarget);
if (unseen.length > 0) {
  console.error(
    'The server reads files outside the paths of its build target (scripts/build/targets.mjs), so a change\n' +
      `to them would not rebuild it; add their folder there:\n  ${unseen.join('\n  ')}`,
  );
  process.exit(1);
}
