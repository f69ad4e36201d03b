// @ts-check
// `npm run issue-key -- <account>`: compiles the server first when its sources changed since the last build (as
// `npm start` does, so it works right after `npm install`), then runs the compiled command in this process.
import path from 'node:path';
import { runCompiled } from './build/run-compiled.mjs';
import { serverTarget } from './build/targets.mjs';

await runCompiled(path.resolve(import.meta.dirname, '..'), [serverTarget], 'issue-login-key.js');
