// @ts-check
// `npm start`: rebuilds what changed since its last build — the front end (dist/), the server (dist-server/), or
// neither — then runs the compiled server in this process.
import path from 'node:path';
import { runCompiled } from './build/run-compiled.mjs';
import { targets } from './build/targets.mjs';

await runCompiled(path.resolve(import.meta.dirname, '..'), targets, 'main.js', { report: true });
